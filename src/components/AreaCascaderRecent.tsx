import HistoryIcon from '@mui/icons-material/History';
import { Box, ListItemText, MenuItem, MenuList, Typography } from '@mui/material';
import { useId, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { STORAGE_OWNER_KEY } from '../../authProvider/keys';
import { withStorage } from '../platform/userStorage';

/**
 * Area history (spec §3's app settings, issue 45): the full areas a user chose last, most recent
 * first, offered first by the area cascader. Kept per user in this browser's local storage
 * (`blind.areaHistory.<user>`, the user being the storages' owner, as for the preferences), with
 * the names as they were chosen, so the list shows without loading a level.
 */

/** A full area chosen: its codes and names, top level first. */
export interface RecentArea {
  codes: string[];
  names: string[];
}

/** How many areas the history keeps. */
export const AREA_HISTORY_LIMIT = 5;
const PREFIX = 'blind.areaHistory.';

/** Local-storage key of a user's area history. */
export const areaHistoryKey = (userId: string): string => `${PREFIX}${userId}`;

const recentSchema = z
  .object({ codes: z.array(z.string()).min(1), names: z.array(z.string()) })
  .refine((area) => area.names.length === area.codes.length);

function readRaw(): { user: string | null; raw: string | null } {
  let found: { user: string | null; raw: string | null } = { user: null, raw: null };
  withStorage('localStorage', (storage) => {
    const user = storage.getItem(STORAGE_OWNER_KEY);
    found = { user, raw: user === null ? null : storage.getItem(areaHistoryKey(user)) };
  });
  return found;
}

/** Reads a stored history: entries that are not areas are left out, the rest kept in order. */
export function parseAreaHistory(raw: string | null): RecentArea[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .map((entry) => recentSchema.safeParse(entry))
      .flatMap((result) => (result.success ? [result.data] : []))
      .slice(0, AREA_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

const sameArea = (a: RecentArea, b: RecentArea) =>
  a.codes.length === b.codes.length && a.codes.every((code, index) => code === b.codes[index]);

/** The history with `area` first: an area chosen again moves up, the oldest beyond the limit goes. */
export function withRecentArea(history: readonly RecentArea[], area: RecentArea): RecentArea[] {
  return [area, ...history.filter((other) => !sameArea(other, area))].slice(0, AREA_HISTORY_LIMIT);
}

let cached: { raw: string | null; user: string | null; value: RecentArea[] } | undefined;

/** The area history of the browser's user (none when nobody signed in). */
export function getAreaHistory(): RecentArea[] {
  const { user, raw } = readRaw();
  if (cached && cached.raw === raw && cached.user === user) return cached.value;
  cached = { user, raw, value: parseAreaHistory(raw) };
  return cached.value;
}

const listeners = new Set<() => void>();

/** Records a full area the user chose (nothing when nobody signed in). */
export function recordAreaHistory(area: RecentArea): void {
  const { user } = readRaw();
  if (user === null) return;
  const next = withRecentArea(getAreaHistory(), area);
  withStorage('localStorage', (storage) => storage.setItem(areaHistoryKey(user), JSON.stringify(next)));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same user chose an area.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAreaHistory(): RecentArea[] {
  return useSyncExternalStore(subscribe, getAreaHistory, getAreaHistory);
}

const COLUMN_WIDTH = 180;

/**
 * The cascader's first column while the user has a history: their recent areas, the area's own
 * name over its parents' names.
 */
export function RecentAreasColumn({
  history,
  height,
  autoFocus,
  onChoose,
}: {
  history: readonly RecentArea[];
  height: number;
  autoFocus: boolean;
  onChoose(area: RecentArea): void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box
      sx={{ width: COLUMN_WIDTH, height, overflowY: 'auto', borderRight: 1, borderColor: 'divider' }}
      data-testid="area-recent"
    >
      <Typography
        id={titleId}
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 1 }}
      >
        <HistoryIcon sx={{ fontSize: 16 }} />
        {translate('app.cascader.recent')}
      </Typography>
      <MenuList dense autoFocusItem={autoFocus} aria-labelledby={titleId}>
        {history.map((area) => {
          const parents = area.names.slice(0, -1).join(' / ');
          return (
            <MenuItem
              key={area.codes.join('/')}
              onClick={() => onChoose(area)}
              title={area.names.join(' / ')}
            >
              <ListItemText
                primary={area.names.at(-1)}
                secondary={parents || undefined}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </MenuItem>
          );
        })}
      </MenuList>
    </Box>
  );
}
