/** Storage keys of spec §9. */
export const ACCESS_TOKEN_KEY = 'Access-Token';
export const TEMPORARY_TOKEN_KEY = 'Temporary-Token';
export const AI_TOKEN_KEY = 'AI-Token';

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export const tokens = {
  access: () => storage()?.getItem(ACCESS_TOKEN_KEY) ?? null,
  temporary: () => storage()?.getItem(TEMPORARY_TOKEN_KEY) ?? null,
  setAccess: (value: string) => storage()?.setItem(ACCESS_TOKEN_KEY, value),
  setTemporary: (value: string) => storage()?.setItem(TEMPORARY_TOKEN_KEY, value),
  clearTemporary: () => storage()?.removeItem(TEMPORARY_TOKEN_KEY),
  clearAll: () => {
    storage()?.removeItem(ACCESS_TOKEN_KEY);
    storage()?.removeItem(TEMPORARY_TOKEN_KEY);
    storage()?.removeItem(AI_TOKEN_KEY);
  },
  /** S15: the temporary token when both exist, otherwise the access token. */
  authorization: (): string | null => {
    const access = tokens.access();
    const temporary = tokens.temporary();
    if (access && temporary) return temporary;
    return access ?? temporary;
  },
};
