import HomeIcon from '@mui/icons-material/Home';
import { Box, Divider, ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { labelKeys } from '../platform/labels';
import { useMenuGroups, type MenuEntry, type MenuGroup } from '../platform/menu';
import { useLayoutMode } from './layoutMode';
import { entryIcons, isEntryActive, sectionOfPage } from './menuEntries';
import { expandedMenuLinkSx, MenuLink, menuLinkSx, menuSectionSx } from './MenuLink';

export { HIDDEN_COUNTER, isEntryActive, menuCount, MenuCounter } from './menuEntries';

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

const HOME_ICON = <HomeIcon />;
const NO_GROUPS: ReturnType<typeof useMenuGroups> = [];

/**
 * The section the mixed layout's side menu shows (issue 45): the one holding the page; on a page
 * of none (home, the user center), the last one shown, else the first.
 */
function useMixedSection(groups: readonly MenuGroup[], pathname: string): MenuGroup['section'] | undefined {
  const current = sectionOfPage(groups, pathname);
  const [last, setLast] = useState(current);
  // Kept during the render (React's way of remembering a value of earlier renders), not in an effect.
  if (current !== undefined && current !== last) setLast(current);
  return current ?? last ?? groups[0]?.section;
}

/**
 * The side menu (spec §2): the permission-filtered registry grouped by section, with count badges;
 * in the mixed layout (issue 45) the sections are in the header and the side menu lists the entries
 * of one section. Its sections render just after the first page has been put on screen (a deferred
 * value: false in the first render, then true in a render of their own): some 75 entries with their
 * icons were about a seventh of a 100-row list's first load, and the page is what a reload or a link
 * is for (issue 8). The menu keeps its width meanwhile, so nothing moves when they come.
 */
export function AppMenu() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const allGroups = useMenuGroups();
  const sectionsShown = useDeferredValue(true, false);
  const { pathname } = useLocation();
  const mixed = useLayoutMode() === 'mixed';
  // Worked out in the mixed layout only: the side layout's renders do no more than before.
  const mixedSection = useMixedSection(mixed ? allGroups : NO_GROUPS, pathname);
  const groups = useMemo(() => {
    if (!sectionsShown) return NO_GROUPS;
    return mixed ? allGroups.filter((group) => group.section === mixedSection) : allGroups;
  }, [allGroups, mixed, mixedSection, sectionsShown]);
  // On a small screen the menu covers the page: following an entry closes it (react-admin's way).
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const closeIfSmall = useCallback(() => {
    if (isSmall) setOpen(false);
  }, [isSmall, setOpen]);
  // An array: the entries' base style, then the mode's (same selectors, merged in this order).
  const sx = useMemo(() => [{ mt: 1 }, menuLinkSx, open ? expandedMenuLinkSx : collapsedItems], [open]);
  // Made once per entry list: the entries are memoised, a navigation re-renders the two whose
  // active state changes.
  const icons = useMemo(() => entryIcons(groups), [groups]);
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
        {/* In the mixed layout, home is in the header with the sections. */}
        {mixed ? null : link({ key: 'home', to: '/' }, translate('app.menu.home'), HOME_ICON)}
        {/* MUI's MenuList takes no Fragments: each group is a flat list of header + items. */}
        {groups.flatMap((group) => [
          open ? (
            <ListSubheader
              key={`section-${group.section}`}
              disableSticky
              role="presentation"
              sx={menuSectionSx}
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
