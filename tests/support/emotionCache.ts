import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

interface EmotionCache {
  inserted: Record<string, unknown>;
  sheet: { container: Node; flush(): void };
}

/** The cache MUI's styles go to when no CacheProvider is given: created once, when emotion loads. */
function defaultCache(): EmotionCache | null {
  let found: EmotionCache | null = null;
  function Probe() {
    found = useEmotionCache() as EmotionCache | null;
    return null;
  }
  renderToStaticMarkup(createElement(Probe));
  return found;
}

/**
 * Points emotion's default cache at this file's document. Files that share their packages (no
 * isolation) get a new jsdom each, but emotion keeps the cache it made in the first file: its style
 * tags in that file's `<head>` and the names of the rules it wrote there, which it would not write
 * again. Every file starts with an empty cache writing into its own `<head>`.
 */
export function startEmotionInThisDocument(): void {
  const cache = defaultCache();
  if (!cache) return;
  cache.sheet.flush();
  cache.sheet.container = document.head;
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
