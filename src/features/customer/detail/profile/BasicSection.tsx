import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { ResourceFields, ResourceFormFields, useResourceResolver } from '../../../../registry/blocks';
import { useAppMutation } from '../../../../platform/mutations';
import { useCanAction } from '../../../../platform/session';
import { detailWrites, type CustomerRecord } from '../../api/detail';
import { ProfileSection } from './ProfileSection';

/** The sections of the customer form shown (and edited in place) on the profile tab. */
const SECTIONS = ['basic', 'profile'] as const;

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

/**
 * The customer form's values, validated by the same zod rules as the generated form; a failed
 * save keeps what the user typed.
 */
function ProfileForm({ record, onDone }: { record: CustomerRecord; onDone(): void }) {
  const translate = useTranslate();
  const resolver = useResourceResolver('customer', 'edit');
  const mutation = useAppMutation(detailWrites.profile);
  // The form stays busy while the save runs; it closes on success only (a failure is said).
  const save = (values: Record<string, unknown>) =>
    mutation.mutateAsync({ id: record.id, data: values, previousData: record }).then(onDone, () => undefined);
  return (
    <Form record={record} resolver={resolver} onSubmit={save} noValidate>
      <ResourceFormFields resource="customer" mode="edit" sections={SECTIONS} />
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onDone} data-testid="profile-cancel">
          {translate('app.customer_detail.profile.cancel')}
        </Button>
        <SaveButton alwaysEnable={false} data-testid="profile-save" />
      </Stack>
    </Form>
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
        <ResourceFields resource="customer" sections={SECTIONS} />
      )}
    </ProfileSection>
  );
}
