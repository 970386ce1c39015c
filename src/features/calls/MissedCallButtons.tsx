import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button } from '@mui/material';
import { useCallback, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CallRecord } from '../../../dataProvider';
import { linkTo } from '../../platform/routes';
import { useIgnoreCall } from './api';
import { CUSTOMER_CALL_FLAG, isUnhandledMissed } from './callModel';

/**
 * A missed call's "call back" (spec §4): sets the customer-call flag and opens the customer's
 * page, where its Call button dials the number (which handles the missed call, issue 42).
 */
export function useCallBack(): (call: Pick<CallRecord, 'customer_id'>) => void {
  const navigate = useNavigate();
  return useCallback(
    (call) => {
      if (call.customer_id === undefined || call.customer_id === null) return;
      sessionStorage.setItem(CUSTOMER_CALL_FLAG, String(call.customer_id));
      navigate(linkTo('customerDetail', { id: call.customer_id }));
    },
    [navigate],
  );
}

/** The call list's row actions of an unhandled missed call: call back, ignore (issue 42). */
export function MissedCallButtons() {
  const translate = useTranslate();
  const record = useRecordContext<CallRecord>();
  const callBack = useCallBack();
  const ignore = useIgnoreCall();
  // Once ignored, the row offers nothing more while the list is asked again (no second ignore).
  const [ignored, setIgnored] = useState(false);
  if (!record || ignored || !isUnhandledMissed(record)) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<PhoneCallbackIcon fontSize="small" />}
        disabled={record.customer_id === undefined || record.customer_id === null}
        onClick={(e) => {
          e.stopPropagation();
          callBack(record);
        }}
        data-testid="missed-call-back"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.calls.action.call_back')}
      </Button>
      <Button
        size="small"
        color="inherit"
        startIcon={<VisibilityOffIcon fontSize="small" />}
        disabled={ignore.isPending}
        onClick={(e) => {
          e.stopPropagation();
          ignore.mutate(record.id, { onSuccess: () => setIgnored(true) });
        }}
        data-testid="missed-call-ignore"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('app.calls.action.ignore')}
      </Button>
    </>
  );
}
