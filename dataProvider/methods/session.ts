import type { AxiosInstance } from 'axios';
import { API_PATHS } from '../paths';
import { emptyAnswer, request } from './request';

export interface ChangePasswordBody {
  old_password: string;
  password: string;
  password_confirmation: string;
}

export function sessionMethods(client: AxiosInstance) {
  return {
    /** `POST /admin/user/change-password` (V26 is checked before sending). */
    changePassword: (body: ChangePasswordBody) =>
      request(client, 'POST', API_PATHS.session.changePassword, emptyAnswer, body),
    /** Demo API only: reseeds the demo data. */
    resetDemo: () => request(client, 'POST', API_PATHS.demo.reset, emptyAnswer),
  };
}
