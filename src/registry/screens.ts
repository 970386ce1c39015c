/**
 * The generated screens, one lazily loaded chunk (`resources.tsx` imports this module on the first
 * resource page).
 */
export { ResourceList } from './list';
export { ResourceCreate, ResourceEdit } from './form';
export { ResourceShow } from './show';
