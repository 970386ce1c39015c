import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, ChangePasswordBody } from '../../../dataProvider';

/** `POST /admin/user/change-password` (the form checks V26 first). */
export function useChangePassword() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMutation({ mutationFn: (body: ChangePasswordBody) => dataProvider.changePassword(body) });
}

/** Demo builds: reseeds the demo API. */
export function useResetDemo() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMutation({ mutationFn: () => dataProvider.resetDemo() });
}
