export { ResourceCreate, ResourceEdit } from './ResourceForm';
export { FormSections, ResourceFormFields, type ResourceFormFieldsProps } from './ResourceFormFields';
export { createDefaults, useFormResolver, useResourceResolver } from './useResourceResolver';
export { SaveMark, UnsavedChangesGuard, type UnsavedChangesGuardProps } from './UnsavedChangesGuard';
export { useConflictLabels, type ConflictLabels } from './conflictLabels';
