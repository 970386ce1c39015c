import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useRefreshSession, useSession } from '../../platform/session';
import { useLiveConnection, useLiveSocketMessages, useLiveSocketProblem } from './api';

/** The server message saying the user's permissions changed (issue 41; the demo API's name). */
export const PERMISSIONS_CHANGED = 'permissionsChanged';

/** The first argument of an `alert` message, as text (E17). */
export function alertText(args: unknown): string {
  const first: unknown = Array.isArray(args)
    ? args[0]
    : args && typeof args === 'object'
      ? Object.values(args)[0]
      : args;
  return first === undefined || first === null ? '' : String(first);
}

/**
 * Starts the app's one live connection once the user info is loaded and stops it when the layout
 * goes away (logout); shows the server's `alert` messages in an info dialog titled "prompt" (E17)
 * and asks for the user info again when the server says the user's permissions changed.
 * When the socket cannot connect (its address refused by the page's security policy, or never
 * opening), says so once, without blocking anything: notices are then polled (issue 40).
 */
export function LiveConnection() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const [alerts, setAlerts] = useState<string[]>([]);
  useLiveConnection(session?.id, session?.siteDomain);

  const problem = useLiveSocketProblem();
  useEffect(() => {
    if (!problem) return;
    notify(`app.calls.socket.${problem.kind}`, {
      type: 'warning',
      messageArgs: { host: problem.host },
      autoHideDuration: 10_000,
    });
  }, [problem, notify]);

  // An administrator changed this user's roles (issue 41): the user info is asked again at once.
  const refreshSession = useRefreshSession();
  useLiveSocketMessages((message) => {
    if (message.method === 'alert') setAlerts((list) => [...list, alertText(message.arguments)]);
    if (message.method === PERMISSIONS_CHANGED) refreshSession();
  });

  const current = alerts[0];
  return (
    <Dialog
      open={current !== undefined}
      onClose={() => setAlerts((list) => list.slice(1))}
      aria-labelledby="live-alert-title"
      data-testid="live-alert"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="live-alert-title">{translate('app.calls.prompt')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {current}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setAlerts((list) => list.slice(1))} autoFocus>
          {translate('app.calls.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
