import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AppBarClasses, SidebarToggleButtonClasses, useSidebarState, useTranslate } from 'react-admin';
import { LazyTooltip } from '../../components/LazyTooltip';

/**
 * The button that opens and closes the side menu: react-admin's `SidebarToggleButton` (same class
 * names, labels and turning icon) with a tooltip mounted on hover or keyboard focus. MUI's Tooltip
 * sets its own state while the page is put on screen, and that one update made React finish all
 * the page's effects before the browser could paint it (issue 8).
 */
function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' });
  return (
    <LazyTooltip title={label}>
      <IconButton
        className={AppBarClasses.menuButton}
        color="inherit"
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon
          className={
            open
              ? SidebarToggleButtonClasses.menuButtonIconOpen
              : SidebarToggleButtonClasses.menuButtonIconClosed
          }
        />
      </IconButton>
    </LazyTooltip>
  );
}

const Bar = styled(AppBar, { name: 'RaAppBar', overridesResolver: (_, styles) => styles.root })(
  ({ theme }) => ({
    [`& .${AppBarClasses.toolbar}`]: {
      padding: `0 ${theme.spacing(1)}`,
      [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
    },
    [`& .${AppBarClasses.menuButton}`]: { marginRight: '0.2em' },
    [`& .${SidebarToggleButtonClasses.menuButtonIconClosed}, & .${SidebarToggleButtonClasses.menuButtonIconOpen}`]:
      {
        transition: theme.transitions.create(['transform'], {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.leavingScreen,
        }),
      },
    [`& .${SidebarToggleButtonClasses.menuButtonIconClosed}`]: { transform: 'rotate(0deg)' },
    [`& .${SidebarToggleButtonClasses.menuButtonIconOpen}`]: { transform: 'rotate(180deg)' },
  }),
);

export interface HeaderBarProps {
  /** The left part after the menu button (logo, title). */
  children: ReactNode;
  /** The right-hand tools. */
  toolbar: ReactNode;
  /** The account menu, or nothing. */
  userMenu: ReactNode;
}

/**
 * The header bar (spec §2), always shown: react-admin's `AppBar` with `alwaysOn` (same elements,
 * class names and style), its menu button being `SidebarToggle`.
 */
export function HeaderBar({ children, toolbar, userMenu }: HeaderBarProps) {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <div>
      <Bar className={AppBarClasses.appBar} color="primary">
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className={AppBarClasses.toolbar}>
          <SidebarToggle />
          {children}
          {toolbar}
          {userMenu}
        </Toolbar>
      </Bar>
    </div>
  );
}
