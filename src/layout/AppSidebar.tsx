import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, SidebarClasses, useLocale, useSidebarState } from 'react-admin';

const OPEN_CLASS = 'RaSidebar-open';
const CLOSED_CLASS = 'RaSidebar-closed';

/** react-admin's sidebar widths of the theme (`sidebar.width`, `sidebar.closedWidth`), else its defaults. */
function widthOf(theme: Theme, open: boolean): number {
  const sidebar = (theme as Theme & { sidebar?: { width?: number; closedWidth?: number } }).sidebar;
  return open ? (sidebar?.width ?? DRAWER_WIDTH) : (sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH);
}

const drawerSx = (open: boolean) => (theme: Theme) => ({
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

/**
 * react-admin's sidebar (same drawer, classes and widths) for a header that is always shown: the
 * sidebar follows no scroll position, so it sets no scroll listener, whose first reading of the
 * scroll offset forced a layout of the whole page in the commit that shows it (issue 8: 100-130 ms
 * before a 100-row list could be painted).
 */
export function AppSidebar({ children }: { children?: ReactNode }) {
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  useLocale(); // redraw on a language change, as react-admin's sidebar does
  const sx = drawerSx(open);
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
      className={open ? OPEN_CLASS : CLOSED_CLASS}
      sx={sx}
    >
      <div className={SidebarClasses.fixed}>{children}</div>
    </Drawer>
  );
}
