import PhoneIcon from '@mui/icons-material/Phone';
import { Button, CircularProgress } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useCallCustomer, useCalledBack } from '../../calls/api';
import type { CustomerRecord } from '../api/detail';

/**
 * The header card's Call button (issue 11 point 1): an outgoing call to the customer, shown in the
 * call dialog. Stands out (and takes the focus) when a missed call's "call back" opened the page.
 */
export function CallButton({ record }: { record: CustomerRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const call = useCallCustomer();
  const calledBack = useCalledBack(record.id);
  const hasPhone = typeof record.phone === 'string' && record.phone !== '';
  const start = () =>
    call.mutate(record.id, {
      onSuccess: () =>
        notify('app.customer_detail.actions.call_started', {
          type: 'info',
          messageArgs: { name: record.name ?? '' },
        }),
    });
  return (
    <Button
      variant={calledBack ? 'contained' : 'outlined'}
      color="success"
      size="small"
      startIcon={call.isPending ? <CircularProgress size={16} color="inherit" /> : <PhoneIcon />}
      disabled={!hasPhone || call.isPending}
      autoFocus={calledBack}
      onClick={start}
      data-testid="customer-call"
      data-called-back={calledBack ? 'true' : undefined}
    >
      {translate('app.customer_detail.actions.call')}
    </Button>
  );
}
