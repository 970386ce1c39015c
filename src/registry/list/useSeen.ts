import { startTransition, useCallback, useState } from 'react';

type Reveal = () => void;

const waiting = new Map<Element, Reveal>();
let observer: IntersectionObserver | undefined;

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
      // As a transition: React renders what came into view in slices of a few milliseconds,
      // yielding to input and painting, then commits it at once (issue 8: the row actions of a
      // screenful of rows were one task of 150-200 ms).
      if (reveals.length) startTransition(() => reveals.forEach((reveal) => reveal()));
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
