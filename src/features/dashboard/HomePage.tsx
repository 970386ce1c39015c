import { Box, Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { Title } from 'react-admin';
import { lazyWithReload } from '../../platform/chunks';
import { useSession } from '../../platform/session';

/** The dashboard and its widgets load in their own chunk (the charts in one more). */
const DashboardHome = lazyWithReload(() => import('./DashboardHome'));

/** Home: the dashboard of the user's role (issue 14). */
export function HomePage() {
  const session = useSession();
  const fallback = <Skeleton variant="rounded" height={240} sx={{ mt: 9 }} data-testid="dashboard-loading" />;
  return (
    <Box>
      <Title title="app.menu.home" />
      <Suspense fallback={fallback}>{session ? <DashboardHome session={session} /> : fallback}</Suspense>
    </Box>
  );
}

/** The dashboard's chunk, loaded ahead when the app is opened on home (src/app/routePreload.ts). */
HomePage.preload = () => DashboardHome.preload();

export default HomePage;
