import LockResetIcon from '@mui/icons-material/LockReset';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { Confirm, useLogout, useTranslate, useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { linkTo } from '../../platform/routes';

/** "my account": the change-password page of the user center (spec §2). */
export const MyAccountMenuItem = forwardRef<HTMLLIElement>(function MyAccountMenuItem(_props, ref) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      data-testid="menu-my-account"
      onClick={() => {
        userMenu?.onClose();
        navigate(linkTo('changePassword'));
      }}
    >
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.header.account.my_account')}</ListItemText>
    </MenuItem>
  );
});

/** Logout after a confirmation titled "信息" (E15). */
export const LogoutMenuItem = forwardRef<HTMLLIElement>(function LogoutMenuItem(_props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuItem ref={ref} data-testid="menu-logout" onClick={() => setOpen(true)}>
        <ListItemIcon>
          <PowerSettingsNewIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.header.account.logout')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        title="app.header.account.logout_title"
        content="app.header.account.logout_question"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          // The menu goes away with the layout; closing it first would leave its popover
          // measuring an anchor that is being removed.
          setOpen(false);
          void logout();
        }}
      />
    </>
  );
});
