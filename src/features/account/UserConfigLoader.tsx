import { useUserConfig } from './api';

/**
 * Asks for the signed-in user's config (`GET /admin/user/config`) once they are signed in, so the
 * user center and `/account/settings` have it at once; renders nothing.
 */
export function UserConfigLoader() {
  useUserConfig();
  return null;
}
