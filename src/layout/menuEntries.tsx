import { Badge, Box } from '@mui/material';
import { createElement, memo, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { useStatCounts } from '../platform/counters';
import type { MenuGroup } from '../platform/menu';

/**
 * What the side menu and the menus of the header (issue 45's top and mixed layouts) share: the
 * entries' count badges, their icons and which entry and section the page shown belongs to.
 */

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

/**
 * A section's name in the header's menus, with a dot when one of its entries has a count: the
 * entries (and their badges) show only once the section is opened. The dot's room is kept while
 * there is no count, so nothing moves when the counts come. It keeps the counts asked every 30 s
 * too, as the side menu's badges do (S12).
 */
export const SectionCounter = memo(function SectionCounter({
  counters,
  children,
}: {
  counters: readonly string[];
  children: ReactNode;
}) {
  const { data } = useStatCounts();
  const shown = counters.some((counter) => menuCount(data, counter) !== undefined);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.5 }}>
      {children}
      <Box
        component="span"
        data-testid="section-counter"
        data-shown={shown ? 'true' : undefined}
        sx={{
          width: 6,
          height: 6,
          mt: 0.25,
          borderRadius: '50%',
          bgcolor: 'error.main',
          boxShadow: '0 0 0 1.5px currentColor',
          visibility: shown ? 'visible' : 'hidden',
        }}
      />
    </Box>
  );
});

/** The counter keys of a group's entries. */
export const countersOf = (group: MenuGroup): string[] =>
  group.entries.flatMap((entry) => (entry.counter ? [entry.counter] : []));

/** Each entry's icon, in its count badge when it has a counter; made once per entry list. */
export function entryIcons(groups: readonly MenuGroup[]): Map<string, ReactNode> {
  return new Map(
    groups.flatMap((group) =>
      group.entries.map((entry) => {
        const icon = createElement(entry.icon);
        return [
          entry.key,
          entry.counter ? <MenuCounter counter={entry.counter}>{icon}</MenuCounter> : icon,
        ] as const;
      }),
    ),
  );
}

/** Whether the page at `pathname` is the entry's (its path, or below it; home only itself). */
export function isEntryActive(pathname: string, to: string): boolean {
  return matchPath({ path: to, end: to === '/' }, pathname) !== null;
}

/** The section holding the page at `pathname` (one of its entries is active), if any. */
export function sectionOfPage(
  groups: readonly MenuGroup[],
  pathname: string,
): MenuGroup['section'] | undefined {
  return groups.find((group) => group.entries.some((entry) => isEntryActive(pathname, entry.to)))?.section;
}
