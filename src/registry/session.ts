import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider, Session } from '../../authProvider';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** The signed-in user's session (permissions, flags, temporary mode), loaded once. */
export function useSession(): Session | undefined {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { data } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => {
      if (!authProvider) throw new Error('no authProvider');
      return authProvider.getSession();
    },
    enabled: !!authProvider?.getSession,
    staleTime: Infinity,
    retry: false,
    throwOnError: false,
  });
  return data;
}

/** Whether the session holds a permission (spec §6). */
export function can(session: Session | undefined, permission: string): boolean {
  return !!session && session.permissions.includes(permission);
}
