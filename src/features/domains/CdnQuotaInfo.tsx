import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCanAction } from '../../platform/session';
import { useCdnQuota } from './api';

/** Above the CDN domains: today's refresh and prefetch quota left (the dialogs update it). */
export function CdnQuotaInfo() {
  const translate = useTranslate();
  const allowed = useCanAction({ resource: 'domain-qiniu' }, 'edit');
  const { data } = useCdnQuota(allowed);
  if (!allowed || !data) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="cdn-quota-toolbar"
      sx={{
        whiteSpace: 'nowrap',
        alignSelf: 'center',
        ml: 1,
        pl: 1.5,
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      {translate('app.domains.cache.quota.toolbar', {
        urls: data.refresh_url.surplus,
        dirs: data.refresh_dir.surplus,
        prefetch: data.prefetch_url.surplus,
      })}
    </Typography>
  );
}
