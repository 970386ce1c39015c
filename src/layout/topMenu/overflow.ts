import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Data attributes of a row's items and of its "More" button, which `useOverflow` measures. */
export const OVERFLOW_ITEM = 'data-overflow-item';
export const OVERFLOW_MORE = 'data-overflow-more';

/**
 * How many items, from the first, fit in `available` pixels (each width counting the gap after
 * it): all of them when they all fit, else as many as leave room for the "More" button.
 */
export function fittingCount(available: number, widths: readonly number[], moreWidth: number): number {
  if (widths.reduce((sum, width) => sum + width, 0) <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/**
 * The items of a header row that fit in it (issue 45: the menu in the header at 1366 px), the others
 * going to a "More" menu. Every item stays rendered (those that do not fit hidden, after the "More"
 * button), so their widths are known in each language; a ResizeObserver on the row and its items
 * measures after the browser's layout, never in a render, and the answer is drawn before the frame
 * is painted (flushSync), so the row never shows half an item. Without ResizeObserver, all show.
 */
export function useOverflow(count: number, gap: number) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(count);
  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const items = Array.from(row.querySelectorAll<HTMLElement>(`:scope > [${OVERFLOW_ITEM}]`));
      const more = row.querySelector<HTMLElement>(`:scope > [${OVERFLOW_MORE}]`);
      const fit = fittingCount(
        row.clientWidth + gap,
        items.map((item) => item.offsetWidth + gap),
        (more?.offsetWidth ?? 0) + gap,
      );
      flushSync(() => setVisible(fit));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    row
      .querySelectorAll(`:scope > [${OVERFLOW_ITEM}], :scope > [${OVERFLOW_MORE}]`)
      .forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [count, gap]);
  return { rowRef, visible: Math.min(visible, count) };
}

/** The style of an item: in order while it fits, else hidden after the "More" button. */
export const overflowItemSx = (fits: boolean) =>
  fits ? { flexShrink: 0 } : ({ flexShrink: 0, order: 2, visibility: 'hidden' } as const);

/** The "More" button's: after the items that fit, out of the flow (but measured) while all fit. */
export const overflowMoreSx = (needed: boolean) =>
  needed
    ? { flexShrink: 0, order: 1 }
    : ({ flexShrink: 0, order: 1, position: 'absolute', visibility: 'hidden' } as const);

/** The row, `gap` pixels between its items: what does not fit is clipped (it is hidden anyway). */
export const overflowRowSx = (gap: number) =>
  ({
    display: 'flex',
    alignItems: 'center',
    columnGap: `${gap}px`,
    flex: '1 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    position: 'relative',
  }) as const;
