import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SchedulePreview } from '../../../../dataProvider';
import { ActionDialog } from '../../../components/ActionDialog';

/** The preview of a week (who is on duty each day) with Save. */
export function SchedulePreviewDialog({
  preview,
  busy,
  onClose,
  onSave,
}: {
  preview: SchedulePreview;
  busy: boolean;
  onClose: () => void;
  onSave: () => void;
}) {
  const translate = useTranslate();
  return (
    <ActionDialog
      title={translate('app.dashboard.schedule.preview_title')}
      submitLabel={translate('app.dashboard.schedule.save')}
      onSubmit={onSave}
      onClose={onClose}
      busy={busy}
      testId="schedule-preview-dialog"
      maxWidth="sm"
    >
      <List dense disablePadding>
        {preview.days.map((day) => (
          <ListItem key={day.date} disableGutters data-testid="schedule-preview-day">
            <ListItemText
              primary={`${day.date} · ${day.on_duty ? translate('app.dashboard.schedule.on_duty', { count: day.on_duty }) : translate('app.dashboard.schedule.nobody')}`}
              secondary={day.names.join('、')}
            />
          </ListItem>
        ))}
      </List>
    </ActionDialog>
  );
}
