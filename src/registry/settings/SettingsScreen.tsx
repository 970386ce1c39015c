import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Form, Title, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { SettingsGroup, SettingsSection, SettingsValues } from '../../../dataProvider/methods';
import { LoadError } from '../../components/LoadError';
import { failureText } from '../../platform/mutations';
import { FormHandle, type FormHandleValue } from '../form/FormHandle';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { DraftKeeper } from '../../platform/DraftKeeper';
import { twoColumns } from '../sections';
import { isWideSetting, SettingsFieldInput } from './SettingsFieldInput';
import { useSaveSettings, useSettingsSections, useSettingsValues } from './api';
import { formValues, useSettingsConflict } from './useSettingsConflict';

interface Props {
  at: SettingsGroup;
  fields: 'options' | readonly SettingsSection[];
  title: string;
}

function Sections({ sections, keys }: { sections: readonly SettingsSection[]; keys: boolean }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <Card key={section.key} variant="outlined" data-testid={`settings-section-${section.key}`}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
              {keys ? translate(section.title) : section.title}
            </Typography>
            <Box sx={twoColumns}>
              {section.fields.map((field) => (
                <Box key={field.name} sx={isWideSetting(field) ? { gridColumn: '1 / -1' } : undefined}>
                  <SettingsFieldInput field={field} keys={keys} />
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** A refetch keeps what the user is editing; the other fields show the group as read. */
const KEEP_DIRTY = { keepDirtyValues: true } as const;

interface SettingsFormProps {
  at: SettingsGroup;
  sections: readonly SettingsSection[];
  saved: SettingsValues;
  keys: boolean;
}

/**
 * The group's form. A save sends the values changed since the form started (from the group as read,
 * or from theirs after a conflict) with the revision the edit is based on; a stale save opens the
 * merge view. The guard holds until a save succeeds: the form then starts again from the saved group.
 */
function SettingsForm({ at, sections, saved, keys }: SettingsFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const save = useSaveSettings();
  const handle = useRef<FormHandleValue>(null);
  const [generation, setGeneration] = useState(0);

  const send = (values: Record<string, unknown>, revision: number | undefined) =>
    save
      .mutateAsync({
        at,
        values: formValues(sections, values),
        previous: formValues(sections, handle.current?.startedFrom ?? saved),
        revision,
      })
      .then(() => setGeneration((g) => g + 1));
  const conflict = useSettingsConflict({ sections, keys, record: saved, resave: send });
  const onSubmit = (values: FieldValues) =>
    send(values, conflict.baseRevision).catch((error: unknown) => {
      // A stale save shows the merge view; any other failure is said, the typed values stay.
      if (!conflict.onSaveError(error, values)) notify(failureText(error), { type: 'error' });
    });

  return (
    <Form
      key={generation}
      defaultValues={formValues(sections, saved)}
      resetOptions={KEEP_DIRTY}
      onSubmit={onSubmit}
    >
      <FormHandle handleRef={handle} />
      <Box data-testid="settings-form">
        {conflict.element}
        <Sections sections={sections} keys={keys} />
        <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, py: 1.5, bgcolor: 'background.default' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={save.isPending}
            data-testid="settings-save"
          >
            {translate('app.settings.save')}
          </Button>
        </Box>
      </Box>
      <UnsavedChangesGuard />
      <DraftKeeper />
    </Form>
  );
}

/** A configuration group as one form: grouped sections, validation, "设置成功" (E10), unsaved guard. */
export function SettingsScreen({ at, fields, title }: Props) {
  const translate = useTranslate();
  const sections = useSettingsSections(at, fields);
  const values = useSettingsValues(at);
  const failed = sections.error ?? values.error;

  const body = failed ? (
    <LoadError
      error={failed}
      testId="settings-load-error"
      onRetry={() => {
        void sections.refetch();
        void values.refetch();
      }}
    />
  ) : !sections.data || !values.data ? (
    <Stack spacing={2} data-testid="settings-loading">
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={160} />
      ))}
    </Stack>
  ) : (
    <SettingsForm at={at} sections={sections.data} saved={values.data} keys={fields !== 'options'} />
  );

  return (
    <Box sx={{ py: 2, maxWidth: 1040 }} data-testid={`settings-${at.scope}-${at.group}`}>
      <Title title={title} />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      {body}
    </Box>
  );
}

export default SettingsScreen;
