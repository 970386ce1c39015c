import { TextField } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionDialog } from '../../components/ActionDialog';
import { failureText } from '../../platform/mutations';
import { useInvite } from './api';

export interface InviteDialogProps {
  memberId: number;
  memberName: string;
  target: { id: number; name: string };
  onClose(): void;
}

/** Invites two members to meet (`create-invite`): time, place and a note; a failure keeps the values. */
export function InviteDialog({ memberId, memberName, target, onClose }: InviteDialogProps) {
  const translate = useTranslate();
  const invite = useInvite();
  const [meetAt, setMeetAt] = useState(() =>
    dayjs().add(1, 'day').hour(15).minute(0).format('YYYY-MM-DDTHH:mm'),
  );
  const [place, setPlace] = useState('');
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.matching.invite.${key}`, options);
  const timeMissing = !meetAt;
  const placeMissing = place.trim() === '';
  const submit = () => {
    setTouched(true);
    if (timeMissing || placeMissing) return;
    invite.mutate(
      {
        body: {
          customer_id: memberId,
          target_customer_id: target.id,
          meet_at: `${meetAt.replace('T', ' ')}:00`,
          place: place.trim(),
          remark: remark.trim() || undefined,
        },
        name: target.name,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <ActionDialog
      title={t('title')}
      summary={t('summary', { member: memberName, target: target.name })}
      submitLabel={t('submit')}
      onSubmit={submit}
      onClose={onClose}
      busy={invite.isPending}
      error={invite.isError ? failureText(invite.error) : undefined}
      testId="match-invite-dialog"
      maxWidth="sm"
    >
      <TextField
        label={t('meet_at')}
        type="datetime-local"
        value={meetAt}
        onChange={(e) => setMeetAt(e.target.value)}
        required
        error={touched && timeMissing}
        helperText={touched && timeMissing ? t('meet_at_required') : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'invite-meet-at' } }}
      />
      <TextField
        label={t('place')}
        value={place}
        onChange={(e) => setPlace(e.target.value)}
        required
        error={touched && placeMissing}
        helperText={touched && placeMissing ? t('place_required') : undefined}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'invite-place' } }}
      />
      <TextField
        label={t('remark')}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'invite-remark' } }}
      />
    </ActionDialog>
  );
}
