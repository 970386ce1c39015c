import type { Page, Request } from 'playwright-core';
import { appPath } from './app';

/**
 * Records the API calls of a page: fetch/XHR requests outside the app's own files (the demo API
 * answers them from its service worker, but the page still issues them).
 */
export function recordApiRequests(page: Page): Request[] {
  const calls: Request[] = [];
  const staticPrefix = appPath('');
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type !== 'fetch' && type !== 'xhr') return;
    if (new URL(request.url()).pathname.startsWith(staticPrefix)) return;
    calls.push(request);
  });
  return calls;
}
