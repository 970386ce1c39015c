import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition, ResourceName } from '../../../resources/core/define';
import { useResourceDefinitionOf } from '../../platform/useResourceDefinition';
import { buildFormSchema, isEditable, issueMessage, type FormMode } from '../validation';

/** The form resolver of a resource: its zod schema for the editable fields, translated messages. */
export function useFormResolver(def: ResourceDefinition, mode: FormMode) {
  const translate = useTranslate();
  const schema = useMemo(() => buildFormSchema(def, mode), [def, mode]);
  return useMemo(
    () => zodResolver(schema, { error: (issue) => issueMessage(issue, translate, def) }),
    [schema, translate, def],
  );
}

/** The same resolver by resource name, for bespoke forms built from `<ResourceFormFields>`. */
export function useResourceResolver(resource: ResourceName, mode: FormMode) {
  return useFormResolver(useResourceDefinitionOf(resource), mode);
}

/** Default values of a create form: the schema's defaults of the fields the form shows. */
export function createDefaults(def: ResourceDefinition): Record<string, unknown> {
  return Object.fromEntries(
    def.fieldInfo.filter((f) => f.hasDefault && isEditable(f, 'create')).map((f) => [f.name, f.defaultValue]),
  );
}
