import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import {
  AppBar,
  Confirm,
  Logout,
  TitlePortal,
  UserMenu,
  useDataProvider,
  useNotify,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { DEMO_MODE } from '../../dataProvider/config';
import { LanguageSwitch } from './LanguageSwitch';

/** Demo mode only: reseeds the demo API after a confirmation. */
const ResetDemoMenuItem = forwardRef<HTMLLIElement>(function ResetDemoMenuItem(_props, ref) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
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
        onConfirm={async () => {
          setOpen(false);
          userMenu?.onClose();
          await dataProvider.resetDemo();
          notify('app.demo.reset_done', { type: 'success' });
          window.location.reload();
        }}
      />
    </>
  );
});

export function AppHeader() {
  return (
    <AppBar
      color="primary"
      toolbar={<LanguageSwitch />}
      userMenu={
        <UserMenu>
          {DEMO_MODE && <ResetDemoMenuItem />}
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
