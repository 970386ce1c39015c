import { createElement, Suspense, useEffect, type ReactNode } from 'react';
import { Loading, useLogoutIfAccessDenied } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { hasAnyPermission } from '../../resources/core/permissions';
import { ForbiddenPage } from '../components/ErrorPage';
import { LoadError } from '../components/LoadError';
import { SectionBoundary } from '../components/SectionBoundary';
import type { Session } from '../../authProvider';
import { isChunkLoadError } from '../platform/chunkReload';
import { preloadComponent } from '../platform/chunks';
import type { PageDefinition } from '../platform/pages';
import { useSessionQuery } from '../platform/session';

/**
 * Renders its children once the session is in, the loading indicator until then; a session that
 * failed to load says so with a retry (issue 9), instead of loading for ever. A 401 (an expired or
 * unknown token) goes the way of any call's: "login expired", then the login page (E02).
 */
export function WithSession({ children }: { children: (session: Session) => ReactNode }) {
  const { data: session, error, refetch } = useSessionQuery();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  if (session) return children(session);
  if (error) return <LoadError error={error} onRetry={() => void refetch()} testId="session-load-error" />;
  return <Loading />;
}

/** Lets the page through when the user holds one of its permissions (V23); else the 403 page. */
function AccessGate({ access, children }: { access: readonly string[]; children: ReactNode }) {
  return (
    <WithSession>
      {(session) => (hasAnyPermission(access, new Set(session.permissions)) ? children : <ForbiddenPage />)}
    </WithSession>
  );
}

/**
 * A page inside its own error boundary (issue 9): a crash shows "this part failed" with a retry in
 * place of the page, leaving the layout usable; another address retries on its own. A chunk that
 * failed to load is left to the layout's error screen, which offers a reload.
 */
export function PageBoundary({ name, children }: { name: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <SectionBoundary name={`page-${name}`} resetKeys={[pathname]} passThrough={isChunkLoadError}>
      {children}
    </SectionBoundary>
  );
}

/**
 * A bespoke page behind its permission check: the 403 page when the user holds none of the
 * page's permissions, also when the address is typed by hand. The page's chunk loads while the
 * session is awaited (issue 8). Pages without permissions (the login page among them) ask nothing
 * of the session.
 */
export function PageScreen({ page }: { page: PageDefinition }) {
  preloadComponent(page.component);
  const content = (
    <PageBoundary name={page.route}>
      <Suspense fallback={<Loading />}>{createElement(page.component)}</Suspense>
    </PageBoundary>
  );
  return page.access && page.access.length > 0 ? (
    <AccessGate access={page.access}>{content}</AccessGate>
  ) : (
    content
  );
}
