import HomeIcon from '@mui/icons-material/Home';
import { Badge, Box, Divider, ListSubheader } from '@mui/material';
import { createElement, memo, type ReactNode } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { preloadComponent } from '../registry/chunks';
import { useStatCounts } from '../registry/counters';
import { labelKeys } from '../registry/labels';
import { useMenuGroups } from '../registry/menu';

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

/** The side menu (spec §2): the permission-filtered registry grouped by section, with count badges. */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const groups = useMenuGroups();
  return (
    <Box
      component="nav"
      data-testid="side-menu"
      data-collapsed={open ? undefined : 'true'}
      aria-label={translate('app.menu.label')}
    >
      <Menu sx={{ mt: 1, ...(open ? expandedItems : collapsedItems) }}>
        <Menu.DashboardItem leftIcon={<HomeIcon />} primaryText={translate('app.menu.home')} />
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
          ...group.entries.map((entry) => {
            const icon = createElement(entry.icon);
            return (
              <Menu.Item
                key={entry.key}
                to={entry.to}
                primaryText={translate(entry.label, entry.labelOptions)}
                leftIcon={entry.counter ? <MenuCounter counter={entry.counter}>{icon}</MenuCounter> : icon}
                onPointerEnter={() => preloadComponent(entry.page)}
                onFocus={() => preloadComponent(entry.page)}
              />
            );
          }),
        ])}
      </Menu>
    </Box>
  );
}
