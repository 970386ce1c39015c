import type { AxiosInstance, AxiosResponse } from 'axios';
import { http } from '../../../dataProvider/client';
import { API_PATHS } from '../../../dataProvider/paths';
import { tokens } from '../../../dataProvider/tokens';

/**
 * The signed-in user's session (`/admin/user/self`), asked for now; nothing when signed out. The
 * `session` chunk of the boot (vite.config.ts): the HTTP client and little else, so the request
 * leaves before the admin's big chunk has run.
 */
export function requestSession(client: AxiosInstance = http): Promise<AxiosResponse> | undefined {
  return tokens.authorization() ? client.get(API_PATHS.session.self) : undefined;
}
