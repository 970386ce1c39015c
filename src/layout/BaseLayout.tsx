import { styled } from '@mui/material/styles';
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import {
  Error as ErrorPage,
  LayoutClasses,
  Loading,
  SkipNavigationButton,
  type AppBarProps,
  type ErrorProps,
  type SidebarProps,
} from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';

export interface BaseLayoutProps {
  appBar: ComponentType<AppBarProps>;
  menu: ComponentType;
  sidebar: ComponentType<SidebarProps>;
  error: ComponentType<ErrorProps>;
  children: ReactNode;
}

/**
 * React-admin's `Layout` (same structure, class names and look: skip link, header always shown,
 * sidebar, the page in an error boundary and a Suspense), without its preferences `Inspector`. The
 * app has no configurable UI for it to edit, and the inspector read `document.body.clientWidth`
 * in every render of the layout: on a 100-row list that forced a style and layout pass of ~90 ms
 * in the middle of the render (issue 8).
 */
export function BaseLayout({
  appBar: AppBar,
  menu: Menu,
  sidebar: Sidebar,
  error,
  children,
}: BaseLayoutProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <AppBar alwaysOn />
        <main className={LayoutClasses.contentWithSidebar}>
          <Sidebar appBarAlwaysOn>
            <Menu />
          </Sidebar>
          <div id="main-content" className={LayoutClasses.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error: thrown, resetErrorBoundary }) => (
                <ErrorPage
                  error={thrown instanceof Error ? thrown : new Error(String(thrown))}
                  errorComponent={error}
                  errorInfo={errorInfo}
                  resetErrorBoundary={resetErrorBoundary}
                />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

/** React-admin's layout styles, with the page's padding of this app. */
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: theme.spacing(1, 1, 0),
    [theme.breakpoints.up('md')]: { paddingLeft: theme.spacing(2), paddingRight: theme.spacing(2) },
  },
}));
