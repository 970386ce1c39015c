import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, SidebarClasses, useLocale, useSidebarState } from 'react-admin';
import { usePreference } from '../platform/preferences';
import { useHeaderHidden } from './layoutMode';
import type { StyleOfTheme } from './MenuLink';

const OPEN_CLASS = 'RaSidebar-open';
const CLOSED_CLASS = 'RaSidebar-closed';

/** react-admin's sidebar widths of the theme (`sidebar.width`, `sidebar.closedWidth`), else its defaults. */
function widthOf(theme: Theme, open: boolean): number {
  const sidebar = (theme as Theme & { sidebar?: { width?: number; closedWidth?: number } }).sidebar;
  return open ? (sidebar?.width ?? DRAWER_WIDTH) : (sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH);
}

const drawerSx =
  (open: boolean): StyleOfTheme =>
  (theme) => ({
    height: 'calc(100vh - 3em)',
    marginTop: 0,
    [`& .${SidebarClasses.fixed}`]: {
      position: 'fixed',
      height: 'calc(100vh - 3em)',
      overflowX: 'hidden',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
    },
    '& .MuiPaper-root': {
      position: 'relative',
      width: widthOf(theme, open),
      transition: theme.transitions.create('width', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
      }),
      backgroundColor: 'transparent',
      borderRight: 'none',
      zIndex: 'inherit',
      [theme.breakpoints.only('xs')]: {
        marginTop: 0,
        height: '100vh',
        position: 'inherit',
        backgroundColor: theme.palette.background.default,
      },
    },
  });

/** Class of the sidebar while the auto-hiding header is out of view. */
const RAISED_CLASS = 'AppSidebar-raised';

/**
 * How the menu stays in view as the page scrolls, as the user's preferences say (issue 45):
 * - `fixed` (the default, under a fixed header): the menu's column never moves;
 * - `sticky`, under a header that scrolls away: the column scrolls up with it, then stays;
 * - `static` (the sidebar not fixed): the whole menu scrolls with the page.
 * Under an auto-hiding header, a fixed column moves up into the header's room while it is hidden.
 */
type SidebarMode = 'fixed' | 'sticky' | 'static';

/**
 * Sticky: the paper spans the main area's height (out of the flow, so the page is no taller than
 * its content), and the menu's column sticks to the top within it, at most as tall as the window.
 */
const stickySx =
  (open: boolean): StyleOfTheme =>
  (theme) => ({
    height: 'auto',
    position: 'relative',
    // The paper's width, which no longer sizes the sidebar, changing with it.
    width: widthOf(theme, open),
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    '& .MuiPaper-root': { position: 'absolute', top: 0, bottom: 0, height: 'auto', overflow: 'visible' },
    [`& .${SidebarClasses.fixed}`]: { position: 'sticky', top: 0, height: '100vh', maxHeight: '100%' },
  });

const staticSx: StyleOfTheme = () => ({
  height: 'auto',
  '& .MuiPaper-root': { height: 'auto', overflow: 'visible' },
  [`& .${SidebarClasses.fixed}`]: { position: 'static', height: 'auto' },
});

const raisedSx: StyleOfTheme = (theme) => ({
  [`& .${SidebarClasses.fixed}`]: {
    transition: theme.transitions.create('transform', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
  },
  [`&.${RAISED_CLASS} .${SidebarClasses.fixed}`]: { transform: 'translateY(-3em)', height: '100vh' },
});

/**
 * react-admin's sidebar (same drawer, classes and widths), placed as the user's preferences say
 * (SidebarMode). It sets no scroll listener of its own: react-admin's first reading of the scroll
 * offset forced a layout of the whole page in the commit that shows it (issue 8: 100-130 ms before
 * a 100-row list could be painted). Under the auto-hiding header it follows the header's state,
 * which the header's one listener keeps (layoutMode.ts).
 */
export function AppSidebar({ children }: { children?: ReactNode }) {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  useLocale(); // redraw on a language change, as react-admin's sidebar does
  const fixedSidebar = usePreference('fixedSidebar');
  const fixedHeader = usePreference('fixedHeader');
  const followsHeader = usePreference('autoHideHeader') && fixedHeader && fixedSidebar;
  const raised = useHeaderHidden() && followsHeader;
  const mode: SidebarMode = !fixedSidebar ? 'static' : fixedHeader ? 'fixed' : 'sticky';
  // The default (fixed, no auto-hide) keeps react-admin's style as it was, alone.
  const sx = useMemo(() => {
    const base = drawerSx(open);
    if (isXSmall || (mode === 'fixed' && !followsHeader)) return base;
    if (mode === 'fixed') return [base, raisedSx];
    return [base, mode === 'sticky' ? stickySx(open) : staticSx];
  }, [followsHeader, isXSmall, mode, open]);
  // On a phone the menu is a drawer over the page, whatever the preferences.
  if (isXSmall)
    return (
      <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} classes={SidebarClasses} sx={sx}>
        {children}
      </Drawer>
    );
  return (
    <Drawer
      variant="permanent"
      open={open}
      onClose={() => setOpen(false)}
      classes={SidebarClasses}
      className={[open ? OPEN_CLASS : CLOSED_CLASS, raised ? RAISED_CLASS : ''].filter(Boolean).join(' ')}
      sx={sx}
    >
      <div className={SidebarClasses.fixed}>{children}</div>
    </Drawer>
  );
}
