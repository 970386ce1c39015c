import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import PublishIcon from '@mui/icons-material/Publish';
import UndoIcon from '@mui/icons-material/Undo';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PackStep } from '../../../dataProvider';
import { ConfirmButton } from '../../components/ConfirmButton';
import { IfAction } from '../../platform/IfAction';
import { usePackStep } from './api';
import { PACK_PERMISSION, stepsOf } from './packModel';

const ICONS: Readonly<Record<PackStep, ReactNode>> = {
  audit: <FactCheckOutlinedIcon />,
  cancelAudit: <UndoIcon />,
  cancel: <CancelOutlinedIcon />,
  online: <PublishIcon />,
};

function StepButton({ step, id, version }: { step: PackStep; id: number | string; version: string }) {
  const translate = useTranslate();
  const mutation = usePackStep();
  return (
    <ConfirmButton
      label={translate(`app.packaging.steps.${step}.label`)}
      icon={ICONS[step]}
      color={step === 'cancel' ? 'error' : 'primary'}
      testId={`pack-${step}`}
      confirm={`app.packaging.steps.${step}.confirm`}
      translateOptions={{ version }}
      confirmColor={step === 'cancel' ? 'warning' : 'primary'}
      loading={mutation.isPending}
      onConfirm={(close) => mutation.mutate({ step, id }, { onSuccess: close })}
    />
  );
}

/** A package's next steps (spec §4): audit, cancel audit, cancel, online, each after a confirmation. */
export function PackStepButtons() {
  const record = useRecordContext();
  if (!record) return null;
  const steps = stepsOf(record.status);
  if (steps.length === 0) return null;
  return (
    <IfAction permission={PACK_PERMISSION} action="edit">
      <span onClick={(event) => event.stopPropagation()} style={{ display: 'inline-flex', gap: 4 }}>
        {steps.map((step) => (
          <StepButton key={step} step={step} id={record.id} version={String(record.version ?? '')} />
        ))}
      </span>
    </IfAction>
  );
}
