import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import SyncIcon from '@mui/icons-material/Sync';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CdnStep } from '../../../dataProvider';
import { ActionButton } from '../../components/ActionButton';
import { ConfirmButton } from '../../components/ConfirmButton';
import { IfAction } from '../../platform/IfAction';
import { useCdnStep } from './api';
import { STEP_ACTION, stepOf } from './cdnModel';

type ChangeStep = Exclude<CdnStep, 'sync'>;

const ICONS: Readonly<Record<ChangeStep, ReactNode>> = {
  offline: <CloudOffOutlinedIcon />,
  online: <CloudUploadOutlinedIcon />,
  retry: <ReplayIcon />,
};

/** Take offline, put online or retry: a change of status, confirmed. */
function ChangeButton({ step, id, domain }: { step: ChangeStep; id: number | string; domain: string }) {
  const translate = useTranslate();
  const mutation = useCdnStep();
  return (
    <ConfirmButton
      label={translate(`app.domains.cdn.steps.${step}.label`)}
      icon={ICONS[step]}
      color={step === 'offline' ? 'error' : 'primary'}
      testId={`cdn-${step}`}
      confirm={`app.domains.cdn.steps.${step}.confirm`}
      translateOptions={{ domain }}
      confirmColor={step === 'offline' ? 'warning' : 'primary'}
      loading={mutation.isPending}
      onConfirm={(close) => mutation.mutate({ id, domain, step }, { onSuccess: close })}
    />
  );
}

/** While configuring: asks Qiniu for the domain's status again (nothing changes, no confirmation). */
function SyncButton({ id, domain }: { id: number | string; domain: string }) {
  const translate = useTranslate();
  const mutation = useCdnStep();
  return (
    <ActionButton
      label={translate('app.domains.cdn.sync.label')}
      icon={<SyncIcon />}
      loading={mutation.isPending}
      onClick={() => mutation.mutate({ id, domain, step: 'sync' })}
      testId="cdn-sync"
    />
  );
}

/**
 * The status step of a CDN domain (0 configuring, 1 active, 2 failed, 3 offline): take an active one
 * offline, put an offline one online, retry a failed one, refresh the status of a configuring one.
 */
export function CdnStepButton() {
  const record = useRecordContext();
  const step = stepOf(record?.status);
  if (!record || !step) return null;
  const domain = String(record.domain ?? '');
  return (
    <IfAction resource="domain-qiniu" action={STEP_ACTION[step]}>
      {step === 'sync' ? (
        <SyncButton id={record.id} domain={domain} />
      ) : (
        <ChangeButton step={step} id={record.id} domain={domain} />
      )}
    </IfAction>
  );
}
