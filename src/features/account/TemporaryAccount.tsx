import LoginIcon from '@mui/icons-material/Login';
import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { closeAllTabs } from '../../platform/navigation';
import { linkTo } from '../../platform/routes';
import { useSession } from '../../platform/session';
import { useLeaveTemporary, useLoginAs } from './api';

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
  const session = useSession();
  const record = useRecordContext();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Every cached answer (permissions, menu, counts…) belonged to the admin: loaded again.
  const loginAs = useLoginAs(() => {
    setOpen(false);
    closeAllTabs();
    navigate(linkTo('home'));
  });
  const id = workerId ?? record?.id;
  const who = name ?? (typeof record?.name === 'string' ? record.name : String(id ?? ''));
  if (!session?.isAdmin || session.temporary || id === undefined || id === session.id) return null;

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
        loading={loginAs.isPending}
        title={translate('app.header.temporary.login_as_title', { name: who })}
        content={translate('app.header.temporary.login_as_question', { name: who })}
        onClose={() => setOpen(false)}
        onConfirm={() => loginAs.mutate(id)}
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
  const session = useSession();
  const navigate = useNavigate();
  // Every cached answer belonged to the temporary account: loaded again.
  const leave = useLeaveTemporary(() => {
    closeAllTabs();
    navigate(linkTo('userIndex'));
  });
  if (!session?.temporary) return null;
  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      startIcon={<UndoIcon />}
      disabled={leave.isPending}
      data-testid="return-original"
      sx={{ mx: 1, whiteSpace: 'nowrap', borderColor: 'rgba(255,255,255,0.6)' }}
      onClick={() => leave.mutate(null)}
    >
      {translate('app.header.temporary.return')}
    </Button>
  );
}
