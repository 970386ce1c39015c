import { useSyncExternalStore } from 'react';
import type { SiteInfo } from '../../dataProvider/siteInfo';

/**
 * `get-site-info` through the API client, which loads in a chunk of its own (with axios): the login
 * page renders without waiting for it (issue 8).
 */
const fetchSiteInfo = (): Promise<SiteInfo> =>
  import('../../dataProvider/siteInfo').then((api) => api.fetchSiteInfo());

/**
 * The site's identity (name, logo, favicon) once known: the login page, the header and the browser
 * tab show it; until then (or when the server does not say) the app's own name and icon stay.
 */
let current: SiteInfo = {};
const listeners = new Set<() => void>();
let loading: Promise<void> | undefined;

function applyFavicon(href: string | undefined): void {
  if (!href || typeof document === 'undefined') return;
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Takes what is known of the identity (empty values keep the previous ones). */
export function setSiteIdentity(next: SiteInfo): void {
  const merged: SiteInfo = {
    name: next.name || current.name,
    logo: next.logo || current.logo,
    favicon: next.favicon || current.favicon,
  };
  if (merged.name === current.name && merged.logo === current.logo && merged.favicon === current.favicon)
    return;
  current = merged;
  applyFavicon(current.favicon);
  for (const listener of listeners) listener();
}

/** Loads the identity once; a failure (no server yet, offline) lets a later call try again. */
export function loadSiteIdentity(fetcher: () => Promise<SiteInfo> = fetchSiteInfo): Promise<void> {
  loading ??= fetcher()
    .then(setSiteIdentity)
    .catch(() => {
      loading = undefined;
    });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The identity known now; the same when the login page is rendered at build time (deploy/loginPage.mjs). */
export function useSiteIdentity(): SiteInfo {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The browser tab's text: the page title and the site's name (else the app's). */
export function tabTitle(page: string, fallbackName: string, site: SiteInfo = current): string {
  return `${page} - ${site.name || fallbackName}`;
}

/** For tests: forgets the identity. */
export function resetSiteIdentity(): void {
  current = {};
  loading = undefined;
  for (const listener of listeners) listener();
}
