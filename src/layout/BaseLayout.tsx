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

/** The page's greatest width when the content width is fixed (issue 45), centred on wider screens. */
export const FIXED_CONTENT_WIDTH = 1200;

const FIXED_WIDTH_CLASS = 'BaseLayout-fixedWidth';

export interface BaseLayoutProps {
  appBar: ComponentType<AppBarProps>;
  menu: ComponentType;
  /** The side menu's frame; none when the menu is in the header (the top layout). */
  sidebar?: ComponentType<SidebarProps>;
  error: ComponentType<ErrorProps>;
  /** The page at most FIXED_CONTENT_WIDTH wide, centred (else as wide as the window leaves it). */
  fixedWidth?: boolean;
  children: ReactNode;
}

/**
 * React-admin's `Layout` (same structure, class names and look: skip link, header, sidebar, the
 * page in an error boundary and a Suspense), without its preferences `Inspector`. The app's own
 * preferences (issue 45) come as props, read by AppLayout; the inspector read
 * `document.body.clientWidth` in every render of the layout: on a 100-row list that forced a style
 * and layout pass of ~90 ms in the middle of the render (issue 8).
 */
export function BaseLayout({
  appBar: AppBar,
  menu: Menu,
  sidebar: Sidebar,
  error,
  fixedWidth = false,
  children,
}: BaseLayoutProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <AppBar alwaysOn />
        <main className={LayoutClasses.contentWithSidebar}>
          {Sidebar ? (
            <Sidebar appBarAlwaysOn>
              <Menu />
            </Sidebar>
          ) : null}
          <div
            id="main-content"
            className={fixedWidth ? `${LayoutClasses.content} ${FIXED_WIDTH_CLASS}` : LayoutClasses.content}
          >
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
  // The free room on either side of the fixed-width page (a flex item's automatic margins).
  [`& .${FIXED_WIDTH_CLASS}`]: { maxWidth: FIXED_CONTENT_WIDTH, marginLeft: 'auto', marginRight: 'auto' },
}));
