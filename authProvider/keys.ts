/** The login route (spec §2: `/user/login`). */
export const LOGIN_PATH = '/user/login';

/** Local-storage flag of temporary-account mode (spec §4). */
export const TEMPORARY_FLAG_KEY = 'blind.temporary';
