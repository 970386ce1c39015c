import { Box, Button, ListSubheader, MenuItem } from '@mui/material';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../platform/AppLink';
import { preloadComponent } from '../../platform/chunks';
import { labelKeys } from '../../platform/labels';
import { useMenuGroups, type MenuGroup } from '../../platform/menu';
import { MenuLink, menuSectionSx } from '../MenuLink';
import { countersOf, entryIcons, isEntryActive, sectionOfPage, SectionCounter } from '../menuEntries';
import { HeaderDropdown } from './HeaderDropdown';
import { ACTIVE_ITEM, headerItemSx, ITEM_GAP } from './headerItems';
import { overflowItemSx, overflowRowSx, useOverflow } from './overflow';

/** The menu's place in the header: what the title had (it is only read out there), growing, clipped. */
const navSx = {
  display: 'flex',
  alignItems: 'center',
  columnGap: `${ITEM_GAP}px`,
  flex: '1 1 auto',
  minWidth: 0,
  mr: 1,
} as const;

/** "Home", first in the header's menus. */
function HomeLink({ pathname }: { pathname: string }) {
  const translate = useTranslate();
  const active = pathname === '/';
  return (
    <Button
      component={AppLink}
      to="/"
      aria-current={active ? 'page' : undefined}
      className={active ? ACTIVE_ITEM : undefined}
      sx={[headerItemSx, { flexShrink: 0 }]}
    >
      {translate('app.menu.home')}
    </Button>
  );
}

/** A header item's text, with a dot when one of the entries of its sections has a count. */
function CountedLabel({ label, groups }: { label: string; groups: readonly MenuGroup[] }) {
  const counters = groups.flatMap(countersOf);
  return counters.length ? <SectionCounter counters={counters}>{label}</SectionCounter> : label;
}

/** The "More" menu of the sections that do not fit in the header; marked when the page is in one of them. */
function MoreDropdown({
  overflowed,
  current,
  children,
}: {
  overflowed: readonly MenuGroup[];
  current: MenuGroup['section'] | undefined;
  children: (close: () => void) => ReactNode[];
}) {
  const translate = useTranslate();
  return (
    <HeaderDropdown
      label={<CountedLabel label={translate('app.top_menu.more')} groups={overflowed} />}
      active={overflowed.some((group) => group.section === current)}
      kind="more"
      shown={overflowed.length > 0}
    >
      {children}
    </HeaderDropdown>
  );
}

/**
 * The top layout's menu (issue 45), in the header: "Home", then each section of the side menu as a
 * button opening a menu of its entries (the same permission-filtered entries, icons and count
 * badges); the sections that do not fit go to a "More" menu, under their headings.
 */
export const TopMenu = memo(function TopMenu() {
  const translate = useTranslate();
  const sectionName = (group: MenuGroup) => translate(labelKeys.menuSection(group.section));
  const groups = useMenuGroups();
  const { pathname } = useLocation();
  const icons = useMemo(() => entryIcons(groups), [groups]);
  const { rowRef, visible } = useOverflow(groups.length, ITEM_GAP);
  const current = sectionOfPage(groups, pathname);
  const overflowed = groups.slice(visible);
  const entries = (group: MenuGroup, close: () => void) =>
    group.entries.map((entry) => (
      <MenuLink
        key={entry.key}
        to={entry.to}
        label={translate(entry.label, entry.labelOptions)}
        icon={icons.get(entry.key)}
        active={isEntryActive(pathname, entry.to)}
        collapsed={false}
        page={entry.page}
        onClick={close}
      />
    ));
  return (
    <Box component="nav" data-testid="top-menu" aria-label={translate('app.menu.label')} sx={navSx}>
      <HomeLink pathname={pathname} />
      <Box ref={rowRef} sx={overflowRowSx(ITEM_GAP)}>
        {groups.map((group, index) => (
          <HeaderDropdown
            key={group.section}
            label={<CountedLabel label={sectionName(group)} groups={[group]} />}
            active={group.section === current}
            kind="item"
            shown={index < visible}
          >
            {(close) => entries(group, close)}
          </HeaderDropdown>
        ))}
        <MoreDropdown overflowed={overflowed} current={current}>
          {(close) =>
            overflowed.flatMap((group) => [
              <ListSubheader
                key={`section-${group.section}`}
                disableSticky
                role="presentation"
                sx={menuSectionSx}
              >
                {sectionName(group)}
              </ListSubheader>,
              ...entries(group, close),
            ])
          }
        </MoreDropdown>
      </Box>
    </Box>
  );
});

/**
 * The mixed layout's sections (issue 45), in the header: "Home", then each section of the menu as
 * a link to its first entry; the side menu shows the entries of the section holding the page. The
 * sections that do not fit go to a "More" menu.
 */
export const SectionNav = memo(function SectionNav() {
  const translate = useTranslate();
  const sectionName = (group: MenuGroup) => translate(labelKeys.menuSection(group.section));
  const groups = useMenuGroups();
  const { pathname } = useLocation();
  const { rowRef, visible } = useOverflow(groups.length, ITEM_GAP);
  const current = sectionOfPage(groups, pathname);
  const overflowed = groups.slice(visible);
  // The section's first screen starts loading when its link is pointed at or focused.
  const preload = (group: MenuGroup) => () => preloadComponent(group.entries[0]?.page);
  return (
    <Box component="nav" data-testid="section-nav" aria-label={translate('app.top_menu.sections')} sx={navSx}>
      <HomeLink pathname={pathname} />
      <Box ref={rowRef} sx={overflowRowSx(ITEM_GAP)}>
        {groups.map((group, index) => {
          const active = group.section === current;
          return (
            <Button
              key={group.section}
              component={AppLink}
              to={group.entries[0]?.to ?? '/'}
              aria-current={active ? 'true' : undefined}
              className={active ? ACTIVE_ITEM : undefined}
              data-overflow-item=""
              onPointerEnter={preload(group)}
              onFocus={preload(group)}
              sx={[headerItemSx, overflowItemSx(index < visible)]}
            >
              <CountedLabel label={sectionName(group)} groups={[group]} />
            </Button>
          );
        })}
        <MoreDropdown overflowed={overflowed} current={current}>
          {(close) =>
            overflowed.map((group) => (
              <MenuItem
                key={group.section}
                component={AppLink}
                to={group.entries[0]?.to ?? '/'}
                selected={group.section === current}
                onClick={close}
              >
                {sectionName(group)}
              </MenuItem>
            ))
          }
        </MoreDropdown>
      </Box>
    </Box>
  );
});
