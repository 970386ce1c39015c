export { ResourceShow } from './ResourceShow';
export { ResourceFields, ShowSections, type ResourceFieldsProps } from './ResourceFields';
