import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { Confirm, useTranslate, useUserMenu } from 'react-admin';
import { useResetDemo } from './api';

/** Demo builds only: reseeds the demo API after a confirmation. */
export const ResetDemoMenuItem = forwardRef<HTMLLIElement>(function ResetDemoMenuItem(_props, ref) {
  const translate = useTranslate();
  const reset = useResetDemo();
  const userMenu = useUserMenu();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuItem ref={ref} onClick={() => setOpen(true)}>
        <ListItemIcon>
          <RestartAltIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.demo.reset')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        title="app.demo.reset"
        content="app.demo.reset_confirm"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          userMenu?.onClose();
          reset.mutate(null);
        }}
      />
    </>
  );
});
