import { useEffect, type ReactNode } from 'react';
import { Layout, useNavigate } from 'react-admin';
import { SectionBoundary } from '../components/SectionBoundary';
import { useExpiredSessionGuard } from '../registry/background';
import { registerNavigate } from '../registry/navigation';
import { AppError } from './AppError';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { TabBar } from './tabs/TabBar';
import { TabsProvider } from './tabs/TabsContext';
import { usePageTitle } from '../registry/usePageTitle';
import { VersionCheck } from './version/VersionCheck';
import { Watermark } from './watermark/Watermark';

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((path) => navigate(path));
    return () => registerNavigate(undefined);
  }, [navigate]);
  return null;
}

const reload = () => window.location.reload();

/** The menu and the header each in their own error boundary: a crash in one leaves the rest usable. */
function BoundedMenu() {
  return (
    <SectionBoundary name="menu">
      <AppMenu />
    </SectionBoundary>
  );
}

function BoundedHeader() {
  return (
    <SectionBoundary name="header">
      <AppHeader />
    </SectionBoundary>
  );
}

/** The shell (spec §2): side menu, header, multi-tab bar above the page, watermark, version check. */
export function AppLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  // E02 for a session a background poll found expired: at the next click or key press.
  useExpiredSessionGuard(reload);
  return (
    <TabsProvider>
      <Layout
        menu={BoundedMenu}
        appBar={BoundedHeader}
        error={AppError}
        sx={{ '& .RaLayout-content': { px: { xs: 1, md: 2 }, pt: 1, minWidth: 0 } }}
      >
        <NavigationBridge />
        <VersionCheck />
        <Watermark />
        <TabBar />
        {children}
      </Layout>
    </TabsProvider>
  );
}
