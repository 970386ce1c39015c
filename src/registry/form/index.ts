export { ResourceCreate, ResourceEdit } from './ResourceForm';
export { FormSections, ResourceFormFields, type ResourceFormFieldsProps } from './ResourceFormFields';
export { createDefaults, useFormResolver, useResourceResolver } from './useResourceResolver';
