import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import {
  Alert,
  Avatar,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CallRecord } from '../../../dataProvider';
import { safeImageUrl } from '../../../resources/core/safeUrl';
import { formatDateTime } from '../../platform/format';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import {
  useAnswerCall,
  useCall,
  useCallsChanged,
  useHangUp,
  useIgnoreCall,
  useLatestCall,
  useLiveSocketMessages,
  useNoAnswer,
} from './api';
import { callIdOf, callMode, callNumber, isUnhandledMissed, needsGender, type CallMode } from './callModel';
import { useCallBack } from './MissedCallButtons';

interface Shown {
  id: CallRecord['id'];
  missed: boolean;
}

const TITLE: Record<CallMode, string> = {
  ringing: 'app.calls.dialog.incoming',
  in_progress: 'app.calls.dialog.in_progress',
  missed: 'app.calls.dialog.missed',
  outgoing: 'app.calls.dialog.outgoing',
};

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography color="text.secondary" sx={{ minWidth: 72 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>{value}</Typography>
    </Box>
  );
}

/**
 * The call popup (spec §2, §4; E16, V19, E08): shown while an active call exists
 * (`get-latest-call`, refreshed on every route change) and for the calls the socket announces
 * (`callIn`, `callInNoAnswer`); `callClose` closes it.
 */
export function CallPopup() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const callsChanged = useCallsChanged();
  const session = useSession();
  const [shown, setShown] = useState<Shown>();
  const [gender, setGender] = useState<number>();
  const [message, setMessage] = useState<string>();

  const latest = useLatestCall(!!session);
  const { refetch } = latest;
  const routeKey = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (session) void refetch();
  }, [routeKey, session, refetch]);
  const active = latest.data ?? undefined;
  // The active call shows unless the user just closed it in this same state (answered → shown
  // again in progress; hung up → gone once the latest call is refreshed).
  const [closedKey, setClosedKey] = useState<string>();
  const activeKey = active ? `${active.id}:${active.state}` : undefined;
  const current: Shown | undefined =
    shown ?? (active && activeKey !== closedKey ? { id: active.id, missed: false } : undefined);

  useLiveSocketMessages((msg) => {
    if (msg.method === 'callIn' || msg.method === 'callInNoAnswer') {
      const missed = msg.method === 'callInNoAnswer';
      if (missed && session?.temporary) return;
      const id = callIdOf(msg.arguments);
      if (id !== undefined) setShown({ id, missed });
      else void refetch();
    } else if (msg.method === 'callClose') {
      const id = callIdOf(msg.arguments);
      setShown((open) => (id === undefined || String(open?.id) === String(id) ? undefined : open));
      callsChanged();
    }
  });

  const call = useCall(current?.id);
  const record = call.data;
  const mode = record ? callMode(record, current?.missed) : undefined;
  const close = () => {
    setShown(undefined);
    setGender(undefined);
    if (activeKey) setClosedKey(activeKey);
  };
  const openCustomer = () => {
    if (record?.customer_id !== undefined && record.customer_id !== null)
      navigate(linkTo('customerDetail', { id: record.customer_id }));
  };

  // Each action closes the dialog once it worked; a failure keeps it open, the gender chosen kept.
  const answer = useAnswerCall();
  const hangUp = useHangUp();
  const noAnswer = useNoAnswer();
  const ignore = useIgnoreCall();
  const openCallBack = useCallBack();
  const busy = answer.isPending || hangUp.isPending || noAnswer.isPending || ignore.isPending;
  const askGender = !!record && mode !== 'missed' && needsGender(record);

  const endCall = () => {
    if (!record) return;
    if (askGender && gender === undefined) {
      notify('app.calls.gender_required', { type: 'warning' });
      return;
    }
    hangUp.mutate(
      { id: record.id, gender },
      {
        onSuccess: (result) => {
          close();
          if (result.msg) setMessage(result.msg);
        },
      },
    );
  };
  const callBack = () => {
    close();
    if (record) openCallBack(record);
  };
  // Ignoring an unhandled missed call is recorded (it no longer counts); any other just closes.
  const ignoreCall = () => {
    if (record && isUnhandledMissed(record)) ignore.mutate(record.id, { onSuccess: close });
    else close();
  };

  const customer = record?.customer;
  return (
    <>
      <Dialog
        open={!!current}
        onClose={mode === 'missed' || call.isError ? close : undefined}
        aria-labelledby="call-dialog-title"
        data-testid="call-dialog"
        data-mode={mode}
        slotProps={{ paper: { sx: { width: 520, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <DialogTitle id="call-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PhoneCallbackIcon color={mode === 'missed' ? 'error' : 'primary'} />
          {translate(mode ? TITLE[mode] : 'app.calls.dialog.incoming')}
        </DialogTitle>
        <DialogContent>
          {call.isError ? (
            <Alert severity="error">{translate('app.calls.dialog.load_error')}</Alert>
          ) : !record ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label={translate('app.calls.dialog.loading')} />
            </Box>
          ) : (
            <Stack alignItems="center" spacing={1.5}>
              <Avatar
                src={safeImageUrl(customer?.avatar)}
                alt={customer?.name || customer?.nickname || ''}
                sx={{ width: 200, height: 200, fontSize: 64 }}
              >
                {(customer?.name || customer?.nickname || '?').slice(0, 1)}
              </Avatar>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600, letterSpacing: 1 }}>
                {callNumber(record) || translate('app.calls.dialog.unknown_customer')}
              </Typography>
              <Stack spacing={0.5} sx={{ alignSelf: 'stretch', px: 4 }}>
                <Line label={translate('app.calls.dialog.nickname')} value={customer?.nickname} />
                <Line label={translate('app.calls.dialog.name')} value={customer?.name} />
                {mode === 'missed' && (
                  <Line
                    label={translate('app.calls.dialog.call_time')}
                    value={formatDateTime(record.created_at)}
                  />
                )}
              </Stack>
              {askGender && (
                <FormControl sx={{ alignSelf: 'stretch', px: 4 }}>
                  <FormLabel id="call-gender-label">{translate('app.calls.dialog.gender_hint')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="call-gender-label"
                    value={gender === undefined ? '' : String(gender)}
                    onChange={(e) => setGender(Number(e.target.value))}
                  >
                    <FormControlLabel value="1" control={<Radio />} label={translate('app.calls.gender.1')} />
                    <FormControlLabel value="0" control={<Radio />} label={translate('app.calls.gender.0')} />
                  </RadioGroup>
                </FormControl>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 2.5 }}>
          {call.isError && <Button onClick={close}>{translate('app.calls.ok')}</Button>}
          {record && mode === 'ringing' && (
            <>
              <Button
                variant="contained"
                color="success"
                disabled={busy}
                onClick={() =>
                  answer.mutate(record.id, {
                    onSuccess: () => {
                      close();
                      openCustomer();
                    },
                  })
                }
              >
                {translate('app.calls.action.answer')}
              </Button>
              <Button variant="contained" color="error" disabled={busy} onClick={endCall}>
                {translate('app.calls.action.hang_up')}
              </Button>
            </>
          )}
          {record && mode === 'in_progress' && (
            <Button variant="contained" color="error" disabled={busy} onClick={endCall}>
              {translate('app.calls.action.end')}
            </Button>
          )}
          {record && mode === 'outgoing' && (
            <>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => noAnswer.mutate(record.id, { onSuccess: close })}
              >
                {translate('app.calls.action.no_answer')}
              </Button>
              <Button variant="contained" color="error" disabled={busy} onClick={endCall}>
                {translate('app.calls.action.hang_up')}
              </Button>
            </>
          )}
          {record && mode === 'missed' && (
            <>
              <Button variant="contained" onClick={callBack}>
                {translate('app.calls.action.call_back')}
              </Button>
              <Button disabled={busy} onClick={ignoreCall}>
                {translate('app.calls.action.ignore')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      <Dialog
        open={message !== undefined}
        onClose={() => setMessage(undefined)}
        aria-labelledby="call-message-title"
        data-testid="call-message"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="call-message-title">{translate('app.calls.prompt')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-wrap' }}>{message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setMessage(undefined)} autoFocus>
            {translate('app.calls.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
