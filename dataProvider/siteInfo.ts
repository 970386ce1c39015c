import type { AxiosInstance } from 'axios';
import { safeImageUrl } from '../resources/core/safeUrl';
import { http } from './client';
import { API_PATHS } from './paths';

/** The site's identity (spec §7 `GET get-site-info`): its name, logo and favicon. */
export interface SiteInfo {
  name?: string;
  logo?: string;
  favicon?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Reads the answer (bare or under `data`; `site_name` or `name`). Images keep only safe addresses.
 * No zod here: the login page loads this before the rest of the app.
 */
export function toSiteInfo(body: unknown): SiteInfo {
  const raw: unknown =
    body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  const info = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    name: text(info.site_name) ?? text(info.name),
    logo: safeImageUrl(info.logo),
    favicon: safeImageUrl(info.favicon),
  };
}

/** Asks the server for the site's identity (open to anyone: the login page shows it). */
export async function fetchSiteInfo(client: AxiosInstance = http): Promise<SiteInfo> {
  const response = await client.get<unknown>(API_PATHS.session.siteInfo);
  return toSiteInfo(response.data);
}
