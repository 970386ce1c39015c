import { Chip, CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../platform/format';
import { CERT_TONES, certificateView } from './domainModel';

/**
 * A domain's HTTPS certificate (`cert_status` on the list and the detail page): its status as a
 * chip — an issued one as valid, expiring within 30 days (with the days left) or expired — and its
 * expiry date (the whole sentence in a tooltip).
 */
export function CertificateCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const { view, daysLeft } = certificateView(record.cert_status, record.cert_expires_at);
  const date = typeof record.cert_expires_at === 'string' ? formatDate(record.cert_expires_at) : '';
  const label =
    view === 'expiring'
      ? translate('app.domains.certificate.expiring', { smart_count: daysLeft ?? 0 })
      : view === 'expired'
        ? translate('app.domains.certificate.expired')
        : translate(`resources.domain.enums.cert_status.${view === 'valid' ? 'issued' : view}`);
  const tone = CERT_TONES[view];
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={label}
      // The darker shade for the text, as the tables' chips: the main amber and blue are too light on white.
      sx={tone === 'default' ? undefined : { color: `${tone}.dark` }}
      icon={view === 'issuing' ? <CircularProgress size={12} color="inherit" /> : undefined}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      sx={{ whiteSpace: 'nowrap' }}
      data-testid="domain-cert"
    >
      {date && view !== 'none' ? (
        <Tooltip title={translate('app.domains.certificate.until', { date })}>{chip}</Tooltip>
      ) : (
        chip
      )}
      {date && view !== 'expiring' ? (
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {date}
        </Typography>
      ) : null}
    </Stack>
  );
}
