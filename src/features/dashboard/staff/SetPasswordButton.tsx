import KeyIcon from '@mui/icons-material/Key';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from '../../../components/ActionDialog';
import { IfAction } from '../../../platform/IfAction';
import { failureText } from '../../../platform/mutations';
import { useSetPassword } from '../api';
import { passwordProblem } from './staffModel';

function SetPasswordDialog({
  id,
  name,
  onClose,
}: {
  id: number | string;
  name: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = passwordProblem(password);
  const mutation = useSetPassword();
  const submit = () => {
    setTouched(true);
    if (!problem) mutation.mutate({ id, password }, { onSuccess: onClose });
  };
  return (
    <ActionDialog
      title={translate('app.dashboard.staff.set_password_title', { name })}
      submitLabel={translate('ra.action.save')}
      onSubmit={submit}
      onClose={onClose}
      busy={mutation.isPending}
      error={mutation.isError ? failureText(mutation.error) : undefined}
      testId="set-password-dialog"
    >
      <TextField
        autoFocus
        type="password"
        autoComplete="new-password"
        label={translate('app.dashboard.staff.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onBlur={() => setTouched(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
        error={touched && !!problem}
        helperText={touched && problem ? translate(problem) : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'set-password-input' } }}
      />
    </ActionDialog>
  );
}

/** "Set password" on a worker (spec §7 `PUT worker/{id}`, V26: at least 6 characters). */
export function SetPasswordButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <IfAction resource="worker" action="edit">
      <span onClick={(e) => e.stopPropagation()}>
        <Button size="small" startIcon={<KeyIcon />} onClick={() => setOpen(true)} data-testid="set-password">
          {translate('app.dashboard.staff.set_password')}
        </Button>
        {open && (
          <SetPasswordDialog
            id={record.id}
            name={String(record.name ?? record.id)}
            onClose={() => setOpen(false)}
          />
        )}
      </span>
    </IfAction>
  );
}
