import { useMemo } from 'react';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, type ToolbarProps } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import type { FormMode } from '../validation';
import { FormSections } from './ResourceFormFields';
import { createDefaults, useFormResolver } from './useResourceResolver';
import { DraftKeeper } from '../DraftKeeper';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { IfAction } from '../IfAction';

interface ScreenProps {
  def: ResourceDefinition;
}

function FormToolbar({ def, ...props }: ScreenProps & ToolbarProps) {
  return (
    <Toolbar {...props} sx={{ position: 'sticky', bottom: 0, zIndex: 2, justifyContent: 'space-between' }}>
      <SaveButton />
      <IfAction resource={def.name} action="delete">
        <DeleteButton mutationMode="pessimistic" />
      </IfAction>
    </Toolbar>
  );
}

/** The generated form: its sections' inputs, validated by the resource's own schema. */
function ResourceForm({ def, mode }: ScreenProps & { mode: FormMode }) {
  const resolver = useFormResolver(def, mode);
  const defaults = useMemo(() => (mode === 'create' ? createDefaults(def) : undefined), [def, mode]);
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={defaults}
      toolbar={<FormToolbar def={def} />}
      sx={{ maxWidth: 1040 }}
    >
      <FormSections def={def} mode={mode} />
      <DraftKeeper />
      <UnsavedChangesGuard />
    </SimpleForm>
  );
}

/** Create form: zod validation, pessimistic save so server errors reach the form. */
export function ResourceCreate({ def }: ScreenProps) {
  return (
    <Create resource={def.name} className={`create-${def.name}`} redirect={def.can('show') ? 'show' : 'list'}>
      <ResourceForm def={def} mode="create" />
    </Create>
  );
}

export function ResourceEdit({ def }: ScreenProps) {
  return (
    <Edit resource={def.name} mutationMode="pessimistic" redirect={def.can('show') ? 'show' : 'list'}>
      <ResourceForm def={def} mode="edit" />
    </Edit>
  );
}
