import HomeIcon from '@mui/icons-material/Home';
import { Badge, Box, Divider, ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import { createElement, memo, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { useStatCounts } from '../platform/counters';
import { labelKeys } from '../platform/labels';
import { useMenuGroups, type MenuEntry } from '../platform/menu';
import { MenuLink, menuLinkSx } from './MenuLink';

/** S12: the counter that never shows as a menu badge. */
export const HIDDEN_COUNTER = 'connect_wait_count';

/** The count a menu item shows for its counter key; `undefined` shows no badge. */
export function menuCount(counts: Readonly<Record<string, unknown>> | undefined, key: string | undefined) {
  if (!counts || !key || key === HIDDEN_COUNTER) return undefined;
  const value = Number(counts[key]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The badge of one menu item. It alone subscribes to the counts (refetched every 30 s), so a new
 * count re-renders the badge, not the menu or the page.
 */
export const MenuCounter = memo(function MenuCounter({
  counter,
  children,
}: {
  counter: string;
  children: ReactNode;
}) {
  const { data } = useStatCounts();
  const count = menuCount(data, counter);
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="error"
      invisible={count === undefined}
      data-testid={`menu-counter-${counter}`}
      slotProps={{ badge: { 'aria-label': count === undefined ? undefined : String(count) } }}
      sx={{ '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16, px: 0.5 } }}
    >
      {children}
    </Badge>
  );
});

/** Collapsed (120 px): icon centred above a one-line, shortened label. */
const collapsedItems = {
  '& .RaMenuItemLink-root, & .MuiMenuItem-root': {
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 0.25,
    px: 0.5,
    py: 0.75,
    mx: 0.5,
    borderRadius: 1,
    minHeight: 0,
  },
  '& .RaMenuItemLink-icon, & .MuiListItemIcon-root': { minWidth: 0, justifyContent: 'center' },
  '& .RaMenuItemLink-root .MuiTypography-root': {
    fontSize: 12,
    lineHeight: 1.4,
    maxWidth: '100%',
    textAlign: 'center',
    flexGrow: 0,
  },
} as const;

const expandedItems = {
  '& .RaMenuItemLink-root': { mx: 0.5, borderRadius: 1 },
} as const;

/** Whether the page at `pathname` is the entry's (its path, or below it; home only itself). */
export function isEntryActive(pathname: string, to: string): boolean {
  return matchPath({ path: to, end: to === '/' }, pathname) !== null;
}

const HOME_ICON = <HomeIcon />;
const NO_GROUPS: ReturnType<typeof useMenuGroups> = [];

/**
 * The side menu (spec §2): the permission-filtered registry grouped by section, with count badges.
 * Its sections render just after the first page has been put on screen (a deferred value: false in
 * the first render, then true in a render of their own): some 75 entries with their icons were
 * about a seventh of a 100-row list's first load, and the page is what a reload or a link is for
 * (issue 8). The menu keeps its width meanwhile, so nothing moves when they come.
 */
export function AppMenu() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const allGroups = useMenuGroups();
  const sectionsShown = useDeferredValue(true, false);
  const groups = sectionsShown ? allGroups : NO_GROUPS;
  const { pathname } = useLocation();
  // On a small screen the menu covers the page: following an entry closes it (react-admin's way).
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const closeIfSmall = useCallback(() => {
    if (isSmall) setOpen(false);
  }, [isSmall, setOpen]);
  // An array: the entries' base style, then the mode's (same selectors, merged in this order).
  const sx = useMemo(() => [{ mt: 1 }, menuLinkSx, open ? expandedItems : collapsedItems], [open]);
  // Made once per entry list: the entries are memoised, a navigation re-renders the two whose
  // active state changes.
  const icons = useMemo(
    () =>
      new Map(
        groups.flatMap((group) =>
          group.entries.map((entry) => {
            const icon = createElement(entry.icon);
            return [
              entry.key,
              entry.counter ? <MenuCounter counter={entry.counter}>{icon}</MenuCounter> : icon,
            ] as const;
          }),
        ),
      ),
    [groups],
  );
  const link = (entry: Pick<MenuEntry, 'key' | 'to' | 'page'>, label: string, icon: ReactNode) => (
    <MenuLink
      key={entry.key}
      to={entry.to}
      label={label}
      icon={icon}
      active={isEntryActive(pathname, entry.to)}
      collapsed={!open}
      page={entry.page}
      onClick={closeIfSmall}
    />
  );
  return (
    <Box
      component="nav"
      data-testid="side-menu"
      data-collapsed={open ? undefined : 'true'}
      aria-label={translate('app.menu.label')}
    >
      <Menu sx={sx}>
        {link({ key: 'home', to: '/' }, translate('app.menu.home'), HOME_ICON)}
        {/* MUI's MenuList takes no Fragments: each group is a flat list of header + items. */}
        {groups.flatMap((group) => [
          open ? (
            <ListSubheader
              key={`section-${group.section}`}
              disableSticky
              role="presentation"
              sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent', fontSize: 12, letterSpacing: 0.5 }}
            >
              {translate(labelKeys.menuSection(group.section))}
            </ListSubheader>
          ) : (
            <Divider key={`section-${group.section}`} sx={{ my: 0.5, mx: 1.5 }} />
          ),
          ...group.entries.map((entry) =>
            link(entry, translate(entry.label, entry.labelOptions), icons.get(entry.key)),
          ),
        ])}
      </Menu>
    </Box>
  );
}
