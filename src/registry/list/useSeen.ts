import { startTransition, useCallback, useState } from 'react';

type Reveal = () => void;

const waiting = new Map<Element, Reveal>();
let observer: IntersectionObserver | undefined;

/**
 * At most this many deferred parts mount in one commit: a screenful of rows (row actions, phone
 * buttons) and the filter panel's sections came into view together, one commit and one task of
 * 60-90 ms (issue 8); in groups, each commit is a task of its own, short enough not to block input.
 */
export const REVEALS_PER_COMMIT = 8;

const queue: Reveal[] = [];
let pumping = false;

/**
 * After the next frame is drawn (in a hidden tab, once it is shown again: nothing is drawn there);
 * without animation frames, in the next task.
 */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task));
  else setTimeout(task);
}

/**
 * Mounts the next group of what came into view, as a transition: React renders it in slices of a
 * few milliseconds, yielding to input and painting, then commits it; the group after it waits for
 * the next frame to be drawn.
 */
function pump(): void {
  const group = queue.splice(0, REVEALS_PER_COMMIT);
  if (group.length > 0) startTransition(() => group.forEach((reveal) => reveal()));
  pumping = queue.length > 0;
  if (pumping) afterNextPaint(pump);
}

/** One observer for every deferred element of the page (one per element would cost what is saved). */
function watch(element: Element, reveal: Reveal): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      const reveals: Reveal[] = [];
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const reveal = waiting.get(entry.target);
        if (reveal) reveals.push(reveal);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
      queue.push(...reveals);
      if (!pumping) pump();
    },
    // Rows just below the fold are ready before they scroll in.
    { rootMargin: '0px 0px 400px 0px' },
  );
  waiting.set(element, reveal);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

const observable = () => typeof IntersectionObserver !== 'undefined';

/**
 * Whether an element has come into (or near) view once: the rows of a long table mount their heavy
 * parts (row actions: buttons, menus, tooltips) when first seen and keep them (issue 8: a 100-row
 * list mounted ~11 MB of row actions nobody could see). Without IntersectionObserver: at once.
 */
export function useSeen<T extends Element>(): [ref: (element: T | null) => void, seen: boolean] {
  const [seen, setSeen] = useState(() => !observable());
  const ref = useCallback(
    (element: T | null) => {
      if (!element || seen) return undefined;
      return watch(element, () => setSeen(true));
    },
    [seen],
  );
  return [ref, seen];
}
