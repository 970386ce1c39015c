import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ResourceFields } from '../../../../registry/blocks';
import { useCanAction } from '../../../../platform/session';
import type { CustomerRecord } from '../../api/detail';
import { PROFILE_SECTIONS, ProfileForm } from './ProfileForm';
import { ProfileSection } from './ProfileSection';

const REAL_NAME: Readonly<
  Record<number, { key: string; color: 'default' | 'warning' | 'success' | 'error' }>
> = {
  [-1]: { key: 'none', color: 'default' },
  0: { key: 'pending', color: 'warning' },
  1: { key: 'passed', color: 'success' },
  2: { key: 'rejected', color: 'error' },
};

/** Real-name authentication status (the customer's identity certificate). */
function RealNameChip({ status }: { status: number | undefined }) {
  const translate = useTranslate();
  const state = REAL_NAME[status ?? -1] ?? REAL_NAME[-1];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state.color}
      data-testid="real-name-status"
      label={translate('app.customer_detail.profile.real_name', {
        status: translate(`app.customer_detail.profile.real_name_status.${state.key}`),
      })}
    />
  );
}

/** Basic data: the customer form's "basic" and "profile" sections, read or edited in place. */
export function BasicSection({ record }: { record: CustomerRecord }) {
  const translate = useTranslate();
  const canEdit = useCanAction({ resource: 'customer' }, 'edit');
  const [editing, setEditing] = useState(false);
  return (
    <ProfileSection
      title={translate('app.customer_detail.profile.basic')}
      testId="profile-basic"
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RealNameChip status={record.real_name_status} />
          {canEdit && !editing && (
            <Button
              size="small"
              startIcon={<EditIcon />}
              onClick={() => setEditing(true)}
              data-testid="profile-edit"
            >
              {translate('app.customer_detail.profile.edit')}
            </Button>
          )}
        </Stack>
      }
    >
      {editing ? (
        <ProfileForm record={record} onDone={() => setEditing(false)} />
      ) : (
        <ResourceFields resource="customer" sections={PROFILE_SECTIONS} />
      )}
    </ProfileSection>
  );
}
