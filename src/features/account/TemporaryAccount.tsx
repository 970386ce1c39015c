import LoginIcon from '@mui/icons-material/Login';
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useAuthProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppAuthProvider } from '../../../authProvider';
import { closeAllTabs } from '../../platform/navigation';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';

export interface LoginAsButtonProps {
  /** The worker to log in as; defaults to the record of the surrounding list row or show page. */
  workerId?: number | string;
  name?: string;
}

/**
 * Admin only: "log in as" a worker (temporary account, spec §4). After a confirmation it signs in
 * with a single-token login, closes the tabs and opens home as that worker (every cached answer is
 * loaded again with the temporary token).
 */
export function LoginAsButton({ workerId, name }: LoginAsButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const record = useRecordContext();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = workerId ?? record?.id;
  const who = name ?? (typeof record?.name === 'string' ? record.name : String(id ?? ''));
  if (!session?.isAdmin || session.temporary || id === undefined || id === session.id) return null;

  const confirm = async () => {
    if (!authProvider) return;
    setBusy(true);
    try {
      await authProvider.loginAs(id);
      closeAllTabs();
      navigate(linkTo('home'));
      // Every cached answer (permissions, menu, counts…) belonged to the admin: load them again.
      await queryClient.invalidateQueries();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<LoginIcon />}
        data-testid="login-as"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('app.header.temporary.login_as')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.header.temporary.login_as_title', { name: who })}
        content={translate('app.header.temporary.login_as_question', { name: who })}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/**
 * "return to original account" (S06): temporary logout, the flag cleared, every tab closed, then
 * the user index with the original account's session.
 */
export function ReturnToOriginalButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const [busy, setBusy] = useState(false);
  if (!session?.temporary) return null;
  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      startIcon={<UndoIcon />}
      disabled={busy}
      data-testid="return-original"
      sx={{ mx: 1, whiteSpace: 'nowrap', borderColor: 'rgba(255,255,255,0.6)' }}
      onClick={async () => {
        if (!authProvider) return;
        setBusy(true);
        try {
          await authProvider.leaveTemporary();
          closeAllTabs();
          navigate(linkTo('userIndex'));
          // Every cached answer belonged to the temporary account.
          await queryClient.invalidateQueries();
        } catch (e) {
          notify(e instanceof Error ? e.message : String(e), { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate('app.header.temporary.return')}
    </Button>
  );
}
