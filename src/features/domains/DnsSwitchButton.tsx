import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmButton } from '../../components/ConfirmButton';
import { IfAction } from '../../platform/IfAction';
import { useDnsSwitch } from './api';

/** "Pause" an enabled DNS record, "Enable" a paused one (spec §6 enable / disable), confirmed. */
export function DnsSwitchButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const enabled = record?.status !== 0;
  const mutation = useDnsSwitch();
  if (!record) return null;
  const verb = enabled ? 'disable' : 'enable';
  return (
    <IfAction resource="domain-dns" action={verb}>
      <ConfirmButton
        label={translate(`app.domains.dns.${verb}`)}
        icon={enabled ? <PauseCircleOutlineIcon /> : <PlayCircleOutlineIcon />}
        testId={`dns-${verb}`}
        confirm={`app.domains.dns.${verb}_confirm`}
        translateOptions={{
          host: String(record.host ?? ''),
          type: String(record.record_type ?? ''),
          value: String(record.value ?? ''),
          ttl: String(record.ttl ?? ''),
        }}
        confirmColor={enabled ? 'warning' : 'primary'}
        loading={mutation.isPending}
        onConfirm={(close) => mutation.mutate({ id: record.id, enabled: !enabled }, { onSuccess: close })}
      />
    </IfAction>
  );
}
