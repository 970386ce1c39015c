import type { Theme } from '@mui/material';
import { useMemo } from 'react';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, type ToolbarProps } from 'react-admin';
import type { FormMode } from '../validation';
import { FormSections } from './ResourceFormFields';
import { createDefaults, useFormResolver } from './useResourceResolver';
import { DraftKeeper } from '../../platform/DraftKeeper';
import type { ScreenProps } from '../screenProps';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { IfAction } from '../../platform/IfAction';
import { savedRedirect, useVersionedSave } from './useVersionedSave';

/**
 * The save bar, kept in view at the bottom. In the light theme its grey is lighter than
 * react-admin's (grey 300), so the red "Delete" keeps a 4.5:1 contrast (axe, WCAG AA).
 */
const toolbarSx = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  justifyContent: 'space-between',
  bgcolor: (theme: Theme) => (theme.palette.mode === 'light' ? theme.palette.grey[100] : undefined),
} as const;

function FormToolbar({ def, ...props }: ScreenProps & ToolbarProps) {
  return (
    <Toolbar {...props} sx={toolbarSx}>
      <SaveButton />
      <IfAction resource={def.name} action="delete">
        <DeleteButton mutationMode="pessimistic" />
      </IfAction>
    </Toolbar>
  );
}

const KEEP_EDITS = { keepDirtyValues: true } as const;

/**
 * The generated form: its sections' inputs, validated by the resource's own schema, saved on the
 * revision the user started from (a stale save opens the merge view).
 */
function ResourceForm({ def, mode }: ScreenProps & { mode: FormMode }) {
  const resolver = useFormResolver(def, mode);
  const defaults = useMemo(() => (mode === 'create' ? createDefaults(def) : undefined), [def, mode]);
  const { onSubmit, element, mark } = useVersionedSave(def, mode);
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={defaults}
      onSubmit={onSubmit}
      // A refetch (focus, Refresh, another write) brings the server's values to the fields the
      // user has not touched and never overwrites one being edited (issue 40 point 4).
      resetOptions={KEEP_EDITS}
      toolbar={<FormToolbar def={def} />}
      sx={{ maxWidth: 1040 }}
    >
      {element}
      <FormSections def={def} mode={mode} />
      <DraftKeeper />
      <UnsavedChangesGuard saved={mark} />
    </SimpleForm>
  );
}

/** Create form: zod validation, pessimistic save so server errors reach the form. */
export function ResourceCreate({ def, accessChecked }: ScreenProps) {
  return (
    <Create
      resource={def.name}
      className={`create-${def.name}`}
      redirect={savedRedirect(def)}
      disableAuthentication={accessChecked}
    >
      <ResourceForm def={def} mode="create" />
    </Create>
  );
}

export function ResourceEdit({ def, accessChecked }: ScreenProps) {
  return (
    <Edit
      resource={def.name}
      mutationMode="pessimistic"
      redirect={savedRedirect(def)}
      disableAuthentication={accessChecked}
    >
      <ResourceForm def={def} mode="edit" />
    </Edit>
  );
}
