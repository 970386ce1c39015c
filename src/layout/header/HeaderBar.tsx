import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { AppBarClasses, SidebarToggleButtonClasses, useSidebarState, useTranslate } from 'react-admin';
import { LazyTooltip } from '../../components/LazyTooltip';
import { usePreference } from '../../platform/preferences';
import { useAutoHideHeader, useHeaderHidden, useLayoutMode } from '../layoutMode';
import { SectionNav, TopMenu } from '../topMenu/TopMenu';

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

const MENU_IN_HEADER = 'AppHeader-menu';
const AUTO_HIDE = 'AppHeader-autoHide';
const HIDDEN = 'AppHeader-hidden';

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
    // The top and mixed layouts (issue 45): the menu takes the title's room, and the title is only
    // read out (the tab bar shows it); the menu alone gives way when the header is short of room.
    [`&.${MENU_IN_HEADER}`]: {
      '& #react-admin-title': visuallyHidden,
      [`& .${AppBarClasses.toolbar} > :not(nav)`]: { flexShrink: 0 },
    },
    // The auto-hiding header slides up out of view, and back when the page scrolls up or when
    // the keyboard's focus comes into it.
    [`&.${AUTO_HIDE}`]: {
      transition: theme.transitions.create('transform', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
      }),
    },
    [`&.${HIDDEN}:not(:focus-within)`]: { transform: 'translateY(-100%)', boxShadow: 'none' },
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
 * The header bar (spec §2): react-admin's `AppBar` with `alwaysOn` (same elements, class names and
 * style), its menu button being `SidebarToggle`. As the user's preferences say (issue 45): fixed
 * (always in view, the default) or scrolling away with the page; hiding while the page scrolls
 * down; with the menu (top layout) or its sections (mixed layout) after the logo.
 */
export function HeaderBar({ children, toolbar, userMenu }: HeaderBarProps) {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const layout = useLayoutMode();
  const fixed = usePreference('fixedHeader');
  const autoHide = usePreference('autoHideHeader') && fixed;
  useAutoHideHeader(autoHide);
  const hidden = useHeaderHidden();
  const className = [
    AppBarClasses.appBar,
    layout === 'side' ? '' : MENU_IN_HEADER,
    autoHide ? AUTO_HIDE : '',
    autoHide && hidden ? HIDDEN : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      {/* Not fixed: placed at the top of the page (the layout's frame leaves it its room). */}
      <Bar className={className} color="primary" position={fixed ? 'fixed' : 'absolute'}>
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className={AppBarClasses.toolbar}>
          {layout === 'top' ? null : <SidebarToggle />}
          {children}
          {layout === 'top' ? <TopMenu /> : null}
          {layout === 'mixed' ? <SectionNav /> : null}
          {toolbar}
          {userMenu}
        </Toolbar>
      </Bar>
    </div>
  );
}
