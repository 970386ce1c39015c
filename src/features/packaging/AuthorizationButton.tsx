import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IfAction } from '../../platform/IfAction';
import { AuthorizationDialog } from './AuthorizationDialog';
import { PACK_PERMISSION } from './packModel';

/** "Authorisation" above the package list: the platforms' authorisations and online versions. */
export function AuthorizationButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <IfAction permission={PACK_PERMISSION} action="edit">
      <Button
        size="small"
        startIcon={<VerifiedUserOutlinedIcon />}
        onClick={() => setOpen(true)}
        data-testid="pack-auth"
      >
        {translate('app.packaging.auth.button')}
      </Button>
      {open ? <AuthorizationDialog onClose={() => setOpen(false)} /> : null}
    </IfAction>
  );
}
