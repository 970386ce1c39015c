import { useEffect, useMemo, useState } from 'react';
import { usePaletteCustomers } from './api';
import { normalizeQuery, rankByMatch } from './fuzzy';
import {
  customerPick,
  customerText,
  itemKey,
  recentItems,
  useCustomerAccess,
  usePageTargets,
  type PaletteGroup,
  type PaletteItem,
} from './paletteItems';
import type { RecentPick } from './recents';

/** How long typing pauses before the customers are searched. */
export const SEARCH_DEBOUNCE_MS = 250;

const HAN = /\p{Script=Han}/u;
const DIGITS = /^\d+$/;

/** Whether a query is worth a server search: two characters, or one Chinese character (a surname). */
const searchable = (query: string) => query.length >= 2 || HAN.test(query);

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface PaletteResults {
  /** The non-empty groups, in order: recent, pages, customers. */
  groups: PaletteGroup[];
  /** Their items, one after another (the options' order for the arrow keys). */
  options: PaletteItem[];
  /** The customers are being searched (typing has paused, or the answer is on its way). */
  searching: boolean;
  /** The customer search failed: the error, and a way to ask again. */
  searchError?: { error: unknown; retry: () => void };
}

/**
 * What the palette offers for a query. Empty: the recent picks first, then every page. Typed:
 * the recent picks and pages that match (pinyin and fuzzy, best first; a recent one is not
 * repeated among the pages) and the customers the server finds, after a pause in typing. A query
 * of digits also offers, after the customers found, the header search's look-up of that user
 * number or phone (a full phone, which the list search does not hold in clear). Customers are
 * neither searched nor shown to a user who may not open them.
 */
export function usePaletteGroups(typed: string, recents: readonly RecentPick[]): PaletteResults {
  const query = normalizeQuery(typed);
  const serverQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const targets = usePageTargets();
  const access = useCustomerAccess();
  const searching = access.open && searchable(query);
  const customers = usePaletteCustomers(serverQuery, access.open && searchable(serverQuery));

  const local = useMemo(() => {
    const recent = rankByMatch(recentItems(recents, targets, access), query, (item) =>
      item.kind === 'page' ? item.target.label : item.kind === 'customer' ? customerText(item.customer) : '',
    );
    const shown = new Set(recent.map(itemKey));
    const pages = rankByMatch(targets, query, (t) => t.label)
      .map((target): PaletteItem => ({ kind: 'page', target }))
      .filter((item) => !shown.has(itemKey(item)));
    return { recent, pages, shown };
  }, [recents, targets, access, query]);

  const found = useMemo((): PaletteItem[] => {
    if (!searching || serverQuery !== query) return [];
    const hits = (customers.data ?? []).map((hit): PaletteItem => ({
      kind: 'customer',
      customer: customerPick(hit, access.phone),
    }));
    const exact = hits.some((hit) => hit.kind === 'customer' && hit.customer.number === query);
    const lookup: PaletteItem[] =
      DIGITS.test(query) && customers.isSuccess && !exact ? [{ kind: 'lookup', number: query }] : [];
    return [...hits.filter((hit) => !local.shown.has(itemKey(hit))), ...lookup];
  }, [searching, serverQuery, query, customers.data, customers.isSuccess, access.phone, local.shown]);

  const groups: PaletteGroup[] = [
    { key: 'recent' as const, items: local.recent },
    { key: 'pages' as const, items: local.pages },
    { key: 'customers' as const, items: found },
  ].filter((group) => group.items.length > 0);

  const waiting = searching && (serverQuery !== query || customers.isFetching);
  return {
    groups,
    options: groups.flatMap((group) => group.items),
    searching: waiting,
    searchError:
      searching && !waiting && customers.isError
        ? { error: customers.error, retry: () => void customers.refetch() }
        : undefined,
  };
}
