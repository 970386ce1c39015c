import { inject } from 'vitest';
import type { ApiDeployment } from './provided-context';

/**
 * The API build the e2e global setup deployed once for this run: nginx in front of the HTTP demo
 * server (deploy/nginx.conf). Only the files of its API_BUILD_FILES get one.
 */
export function apiDeployment(): ApiDeployment {
  const api = inject('apiDeployment');
  if (!api) throw new Error('the e2e global setup deployed no API build: add this file to API_BUILD_FILES');
  return api;
}
