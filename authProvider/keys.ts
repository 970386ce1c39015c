/** The login route (spec §2: `/user/login`). */
export const LOGIN_PATH = '/user/login';

/** Local-storage flag of temporary-account mode (spec §4). */
export const TEMPORARY_FLAG_KEY = 'blind.temporary';

/**
 * Local- and session-storage key of the user whose data the browser (local) and the window
 * (session) hold: a logout the user asks for removes it, an expired session (E02) leaves it, and a
 * login as someone else wipes what it names (src/platform/userStorage.ts).
 */
export const STORAGE_OWNER_KEY = 'blind.owner';
