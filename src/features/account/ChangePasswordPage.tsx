import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { failureText } from '../../platform/mutations';
import { AccountPageFrame } from './AccountPageFrame';
import { useChangePassword } from './api';
import { passwordErrors, type ChangePasswordValues, type PasswordErrors } from './passwordModel';

const EMPTY: ChangePasswordValues = { old_password: '', password: '', password_confirmation: '' };
const FIELDS = [
  ['old_password', 'app.user_center.old_password', 'current-password'],
  ['password', 'app.user_center.new_password', 'new-password'],
  ['password_confirmation', 'app.user_center.confirm_password', 'new-password'],
] as const;

/** `/userCenter/changePassword` (spec §2 "my account"): old, new (V26) and confirmation. */
export function ChangePasswordPage() {
  const translate = useTranslate();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  // A failure shows above the fields, which keep what was typed.
  const change = useChangePassword();
  const serverError = change.isError ? failureText(change.error) : undefined;
  const save = (body: ChangePasswordValues) => change.mutate(body, { onSuccess: () => setValues(EMPTY) });

  return (
    <AccountPageFrame title="app.user_center.change_password" maxWidth={520}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problems = passwordErrors(values);
          setErrors(problems);
          if (Object.keys(problems).length === 0) save(values);
        }}
      >
        <Stack spacing={2}>
          {serverError && (
            <Alert severity="error" data-testid="change-password-error">
              {serverError}
            </Alert>
          )}
          {FIELDS.map(([name, label, autoComplete]) => (
            <TextField
              key={name}
              name={name}
              type="password"
              required
              label={translate(label)}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [name]: e.target.value }));
                if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
              }}
              error={!!errors[name]}
              helperText={errors[name] ? translate(errors[name]) : ' '}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {translate('app.user_center.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </AccountPageFrame>
  );
}

export default ChangePasswordPage;
