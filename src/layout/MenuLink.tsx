import type { SxProps, Theme } from '@mui/material';
import { memo, type ComponentType, type ReactNode } from 'react';
import { LazyTooltip } from '../components/LazyTooltip';
import { AppLink } from '../platform/AppLink';
import { preloadComponent } from '../platform/chunks';

/** Focuses the entry as it is put on screen (React's `autoFocus` focuses form controls only). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

const ITEM = 'MuiButtonBase-root MuiMenuItem-root MuiMenuItem-gutters RaMenuItemLink-root';
const ACTIVE = 'RaMenuItemLink-active';

export interface MenuLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** The page shown is this entry's (or below it). */
  active: boolean;
  /** The menu is collapsed to icons: the label shows in a tooltip too. */
  collapsed: boolean;
  /** The entry's page: its chunk starts loading when the entry is pointed at or focused. */
  page?: ComponentType;
  onClick?: () => void;
  /** Focused once shown: MUI's MenuList sets it on the first entry of a menu that opens. */
  autoFocus?: boolean;
}

/**
 * One entry of the side menu (and of the header's menus): a router link with the class names of
 * react-admin's menu item, styled once by the menu (`menuLinkSx`). The menu lists some 75 entries;
 * as react-admin's `MenuItemLink` each was a styled MUI MenuItem with ripple, media query, store
 * and route subscriptions and a keyboard-shortcut hook, about a sixth of the list's first render
 * and 1.5 MB of heap (issue 8).
 */
export const MenuLink = memo(function MenuLink({
  to,
  label,
  icon,
  active,
  collapsed,
  page,
  onClick,
  autoFocus,
}: MenuLinkProps) {
  const preload = page && (() => preloadComponent(page));
  const link = (
    <AppLink
      to={to}
      role="menuitem"
      tabIndex={0}
      className={active ? `${ITEM} ${ACTIVE}` : ITEM}
      aria-current={active ? 'page' : undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onClick}
      ref={autoFocus ? focusOnMount : undefined}
    >
      <div className="MuiListItemIcon-root RaMenuItemLink-icon">{icon}</div>
      <p className="MuiTypography-root MuiTypography-inherit MuiTypography-noWrap">{label}</p>
    </AppLink>
  );
  return collapsed ? (
    <LazyTooltip title={label} placement="right">
      {link}
    </LazyTooltip>
  ) : (
    link
  );
});

/** A style made from the theme, as one item of an `sx` array. */
export type StyleOfTheme = Extract<SxProps<Theme>, (theme: Theme) => unknown>;

/**
 * The entries' style, once for the whole menu: MUI's ButtonBase and MenuItem (with gutters, not
 * dense), its ListItemIcon and a `noWrap` Typography, and react-admin's MenuItemLink, as their
 * components would style them.
 */
export const menuLinkSx: StyleOfTheme = (theme) => ({
  '& .RaMenuItemLink-root': {
    // MUI's body1 (its five properties, so that the style is typed as one for `sx`).
    fontFamily: theme.typography.body1.fontFamily,
    fontWeight: theme.typography.body1.fontWeight,
    fontSize: theme.typography.body1.fontSize,
    lineHeight: theme.typography.body1.lineHeight,
    letterSpacing: theme.typography.body1.letterSpacing,
    display: 'flex',
    justifyContent: 'flex-start',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    // Strings: the sx system reads numbers as widths of a solid line.
    outline: '0',
    border: '0',
    margin: 0,
    borderRadius: 0,
    padding: '6px 16px',
    minHeight: 48,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    color: theme.palette.text.secondary,
    [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    '&:hover': {
      textDecoration: 'none',
      backgroundColor: theme.palette.action.hover,
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:focus-visible': {
      backgroundColor: theme.palette.action.focus,
      outline: '2px solid currentColor',
      outlineOffset: -2,
    },
    [`&.${ACTIVE}`]: { color: theme.palette.text.primary },
    '& + .MuiDivider-root': { marginTop: theme.spacing(1), marginBottom: theme.spacing(1) },
  },
  '& .RaMenuItemLink-icon': {
    display: 'inline-flex',
    flexShrink: 0,
    minWidth: theme.spacing(5),
    color: theme.palette.action.active,
  },
  '& .RaMenuItemLink-root > .MuiTypography-root': {
    margin: 0,
    font: 'inherit',
    lineHeight: 'inherit',
    letterSpacing: 'inherit',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    flexGrow: 1,
  },
});

/** The entries of an expanded menu (the side menu's, a menu of the header's): rounded, inset. */
export const expandedMenuLinkSx = {
  '& .RaMenuItemLink-root': { mx: 0.5, borderRadius: 1 },
} as const;

/** A section's heading in a menu: small, not sticky, on the menu's own background. */
export const menuSectionSx = {
  lineHeight: '32px',
  mt: 1,
  bgcolor: 'transparent',
  fontSize: 12,
  letterSpacing: 0.5,
} as const;
