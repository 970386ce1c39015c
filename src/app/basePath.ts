/** Router basename = Vite base without the trailing slash (spec §2: /blind/admin-view). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');
