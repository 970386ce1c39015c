import { memo, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-admin';
import { SectionBoundary } from '../components/SectionBoundary';
import { useExpiredSessionGuard } from '../platform/background';
import { registerNavigate } from '../platform/navigation';
import { usePreference } from '../platform/preferences';
import { useSessionRefresh } from '../platform/session';
import { AppError } from './AppError';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { BaseLayout } from './BaseLayout';
import { useLayoutMode } from './layoutMode';
import { TabBar } from './tabs/TabBar';
import { TabsProvider } from './tabs/TabsContext';
import { usePageTitle } from '../platform/usePageTitle';
import { VersionCheck } from './version/VersionCheck';
import { Watermark } from './watermark/Watermark';

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((path, options) => navigate(path, options));
    return () => registerNavigate(undefined);
  }, [navigate]);
  return null;
}

const reload = () => window.location.reload();

/**
 * The menu and the header each in their own error boundary: a crash in one leaves the rest usable.
 * Memoised (they take no props): the layout re-rendering leaves them alone; they re-render for what
 * they read themselves (issue 8: the 60-item menu rendered five times while a list loaded).
 */
const BoundedMenu = memo(function BoundedMenu() {
  return (
    <SectionBoundary name="menu">
      <AppMenu />
    </SectionBoundary>
  );
});

const BoundedHeader = memo(function BoundedHeader() {
  return (
    <SectionBoundary name="header">
      <AppHeader />
    </SectionBoundary>
  );
});

/**
 * The document title, the expired-session guard and the session refresh: a leaf of their own, so a new title (the site
 * name, a record's name coming in) re-renders nothing else.
 */
function ShellEffects() {
  usePageTitle();
  // E02 for a session a background poll found expired: at the next click or key press.
  useExpiredSessionGuard(reload);
  // The user info asked again every 30 s: a change of the user's roles shows without a logout.
  useSessionRefresh();
  return null;
}

/**
 * The layout (spec §2): side menu, header, multi-tab bar above the page, watermark, version check.
 * The user's preferences (issue 45) place the menu (side, top or mixed) and set the page's width;
 * the header and the sidebar follow the others themselves.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const layout = useLayoutMode();
  const fixedWidth = usePreference('contentWidth') === 'fixed';
  return (
    <TabsProvider>
      {/* By default the header stays in view (its tools, notices and search are always at hand),
          and the sidebar follows no scroll position (AppSidebar). */}
      <BaseLayout
        menu={BoundedMenu}
        appBar={BoundedHeader}
        sidebar={layout === 'top' ? undefined : AppSidebar}
        error={AppError}
        fixedWidth={fixedWidth}
      >
        <ShellEffects />
        <NavigationBridge />
        <VersionCheck />
        <Watermark />
        <TabBar />
        {children}
      </BaseLayout>
    </TabsProvider>
  );
}
