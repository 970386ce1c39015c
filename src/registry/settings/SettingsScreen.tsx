import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import type { SettingsGroup, SettingsSection, SettingsValues } from '../../../dataProvider/methods';
import { LoadError } from '../../components/LoadError';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { twoColumns } from '../sections';
import { isWideSetting, SettingsFieldInput } from './SettingsFieldInput';
import { useSaveSettings, useSettingsSections, useSettingsValues } from './api';

interface Props {
  at: SettingsGroup;
  fields: 'options' | readonly SettingsSection[];
  title: string;
}

/** The values a form edits: every field of the sections, from the saved ones (missing = empty). */
function formValues(sections: readonly SettingsSection[], saved: SettingsValues): SettingsValues {
  const values: SettingsValues = {};
  for (const section of sections) for (const f of section.fields) values[f.name] = saved[f.name] ?? null;
  return values;
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

/** A configuration group as one form: grouped sections, validation, "设置成功" (E10), unsaved guard. */
export function SettingsScreen({ at, fields, title }: Props) {
  const translate = useTranslate();
  const sections = useSettingsSections(at, fields);
  const values = useSettingsValues(at);
  const save = useSaveSettings();
  // A saved form starts again from the saved values (nothing unsaved left to guard).
  const [generation, setGeneration] = useState(0);
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
    <Form
      key={generation}
      defaultValues={formValues(sections.data, values.data)}
      onSubmit={(submitted: Record<string, unknown>) =>
        // A failure is said by the mutation; the typed values stay in the form.
        save.mutate(
          { at, values: submitted as SettingsValues },
          { onSuccess: () => setGeneration((g) => g + 1) },
        )
      }
    >
      <Box data-testid="settings-form">
        <Sections sections={sections.data} keys={fields !== 'options'} />
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
    </Form>
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
