import { Box, Button, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { FOLLOW_METHODS } from '../../../../../resources/worker-user';
import { labelKeys } from '../../../../platform/labels';
import { useAppMutation } from '../../../../platform/mutations';
import { useCanAction } from '../../../../platform/session';
import { useDraft } from '../../../../platform/useDraft';
import { detailWrites } from '../../api/detail';

/** A follow-up template as the list answers it. */
interface FollowTemplate {
  id: number;
  name: string;
  method?: number;
  content: string;
}

const MIN_NOTE = 2;

/**
 * The form of a new follow-up at the top of the timeline: an optional template fills the method
 * and the note; a failed save keeps everything typed.
 */
export function FollowForm({
  customerId,
  onSaved,
  onCancel,
}: {
  customerId: number;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const canTemplates = useCanAction({ resource: 'worker-user-template' }, 'query');
  const templates = useGetList<FollowTemplate>(
    'worker-user-template',
    { filter: { status: 1 }, pagination: { page: 1, perPage: 100 }, sort: { field: 'sort', order: 'ASC' } },
    { enabled: canTemplates },
  );
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [method, setMethod] = useState<number>(FOLLOW_METHODS[0]);
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const { mutate, isPending } = useAppMutation(detailWrites.followUp);
  const invalid = content.trim().length < MIN_NOTE;
  // Kept through a reload the user did not ask for (E02, another tab's login, a new deploy).
  const draft = useDraft('follow-up', content.trim() ? { method, content } : undefined, (kept) => {
    if (typeof kept.method === 'number') setMethod(kept.method);
    if (typeof kept.content === 'string') setContent(kept.content);
  });

  const pickTemplate = (id: number) => {
    setTemplateId(id);
    const template = templates.data?.find((t) => t.id === id);
    if (!template) return;
    setContent(template.content);
    if (typeof template.method === 'number') setMethod(template.method);
  };

  const save = () => {
    setTouched(true);
    if (invalid) return;
    // Emptied on success only: a failure keeps the method and the note for another try.
    mutate(
      { customer_id: customerId, method, content: content.trim() },
      {
        onSuccess: () => {
          setContent('');
          setTemplateId('');
          setTouched(false);
          onSaved();
        },
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="form"
      noValidate
      data-testid="follow-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {draft}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {translate('app.customer_detail_tabs.follow.add_title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {canTemplates && (
          <TextField
            select
            size="small"
            label={translate('app.customer_detail_tabs.follow.template')}
            helperText={translate('app.customer_detail_tabs.follow.template_hint')}
            value={templateId}
            onChange={(e) => pickTemplate(Number(e.target.value))}
            sx={{ minWidth: 240 }}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 420 } } } } } }}
            data-testid="follow-template"
          >
            {(templates.data ?? []).length === 0 && (
              <MenuItem disabled value="">
                {translate('app.customer_detail_tabs.follow.no_templates')}
              </MenuItem>
            )}
            {(templates.data ?? []).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label={translate(labelKeys.field('worker-user', 'method'))}
          value={method}
          onChange={(e) => setMethod(Number(e.target.value))}
          sx={{ minWidth: 160 }}
          data-testid="follow-method"
        >
          {FOLLOW_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {translate(labelKeys.choice('worker-user', 'method', m))}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={translate('app.customer_detail_tabs.follow.note')}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        onBlur={() => setTouched(true)}
        required
        multiline
        minRows={3}
        fullWidth
        error={touched && invalid}
        helperText={touched && invalid ? translate('app.customer_detail_tabs.follow.note_required') : ' '}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'follow-note' } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button onClick={onCancel} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} /> : undefined}
          data-testid="follow-save"
        >
          {translate('app.customer_detail_tabs.follow.save')}
        </Button>
      </Box>
    </Paper>
  );
}
