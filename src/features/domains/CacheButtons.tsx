import CachedIcon from '@mui/icons-material/Cached';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CacheMode } from '../../../dataProvider';
import { ActionButton } from '../../components/ActionButton';
import { IfAction } from '../../platform/IfAction';
import { CacheDialog } from './CacheDialog';
import { canCache } from './cdnModel';

const ICONS = {
  refresh: <CachedIcon fontSize="small" />,
  prefetch: <CloudDownloadOutlinedIcon fontSize="small" />,
};

/** "Refresh cache" and "Prefetch" of an active CDN domain, each through its dialog. */
export function CacheButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState<CacheMode>();
  if (!record || !canCache(record.status)) return null;
  return (
    <IfAction resource="domain-qiniu" action="edit">
      {(['refresh', 'prefetch'] as const).map((mode) => (
        <ActionButton
          key={mode}
          iconOnly
          label={translate(`app.domains.cache.${mode}.button`)}
          icon={ICONS[mode]}
          onClick={() => setOpen(mode)}
          testId={`cdn-${mode}`}
        />
      ))}
      {open ? (
        <CacheDialog
          mode={open}
          id={record.id}
          domain={String(record.domain ?? '')}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </IfAction>
  );
}
