/**
 * The chunk of the generated screens (list, show, create, edit): loaded by the resource pages
 * (`resources.tsx`) and asked for as a signed-in user's page boots (`main.tsx`), alongside the
 * admin's own chunk (issue 8). One place that names it.
 */
export const loadScreens = () => import('./screens');
