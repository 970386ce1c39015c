import { Alert, Avatar, Box, Skeleton, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Form, SaveButton, TextInput, maxLength, regex, required, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PROFILE_FIELDS, type ProfileField, type SelfProfileBody } from '../../../dataProvider';
import { AvatarInput } from '../../components/upload/AvatarInput';
import { LoadError } from '../../components/LoadError';
import { failureText } from '../../platform/mutations';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { AccountPageFrame } from './AccountPageFrame';
import { useUpdateSelf, useUserConfig } from './api';

const PHONE = /^1[3-9]\d{9}$/;

/** The values the user changed among those they may change (a field left as it was is not sent). */
function changes(
  values: Record<string, unknown>,
  before: Record<ProfileField, string>,
  editable: readonly ProfileField[],
): SelfProfileBody {
  const body: SelfProfileBody = {};
  for (const key of editable) {
    const value = typeof values[key] === 'string' ? values[key].trim() : '';
    if (value !== before[key]) body[key] = value;
  }
  return body;
}

/**
 * `/account/settings` (spec §2): the signed-in user changes their own name, avatar and phone, as far
 * as their config (`GET /admin/user/config`) lets them; the user center shows the result.
 */
export function AccountSettingsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.user_center.${key}`, options);
  const session = useSession();
  const config = useUserConfig();
  const save = useUpdateSelf();
  const before = useMemo(
    () => ({ name: session?.name ?? '', avatar: session?.avatar ?? '', phone: session?.phone ?? '' }),
    [session],
  );
  const editable = config.data?.editable_profile ?? [];
  const locked = (field: ProfileField) => !editable.includes(field);
  const nameMax = config.data?.name_max_length ?? 30;

  return (
    <AccountPageFrame title="app.user_center.settings" maxWidth={560}>
      {config.error ? (
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      ) : config.isPending || !session ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Form
          record={before}
          onSubmit={(values: Record<string, unknown>) => {
            const body = changes(values, before, editable);
            if (Object.keys(body).length > 0) save.mutate(body);
          }}
          noValidate
        >
          <Stack spacing={1} data-testid="account-settings-form">
            {save.isError && (
              <Alert severity="error" data-testid="account-settings-error">
                {failureText(save.error)}
              </Alert>
            )}
            {PROFILE_FIELDS.every(locked) && (
              <Alert severity="info" data-testid="account-settings-locked">
                {t('settings_locked')}
              </Alert>
            )}
            {locked('avatar') ? (
              <Avatar src={before.avatar || undefined} alt="" sx={{ width: 72, height: 72 }}>
                {before.name.slice(0, 1)}
              </Avatar>
            ) : (
              <AvatarInput source="avatar" resource="account" label={t('avatar')} />
            )}
            <TextInput
              source="name"
              label={t('name')}
              disabled={locked('name')}
              validate={[
                required('app.validation.required'),
                maxLength(nameMax, 'app.validation.too_big_string'),
              ]}
            />
            <TextInput
              source="phone"
              label={t('phone')}
              disabled={locked('phone')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel' } }}
              // A phone once given stays (it is also a login); a new one must be a mobile number.
              validate={[
                ...(before.phone ? [required('app.validation.required')] : []),
                regex(PHONE, 'app.validation.invalid_phone'),
              ]}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
              <Box component={Link} to={linkTo('userCenter')} sx={{ alignSelf: 'center', mr: 'auto' }}>
                {t('back_to_center')}
              </Box>
              <SaveButton
                label={t('save')}
                disabled={PROFILE_FIELDS.every(locked) || save.isPending}
                data-testid="account-settings-save"
              />
            </Stack>
          </Stack>
        </Form>
      )}
    </AccountPageFrame>
  );
}

export default AccountSettingsPage;
