import InsertLinkIcon from '@mui/icons-material/InsertLink';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import UpdateIcon from '@mui/icons-material/Update';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import {
  AppBar,
  Confirm,
  LoadingIndicator,
  TitlePortal,
  UserMenu,
  useDataProvider,
  useNotify,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { DEMO_MODE } from '../../dataProvider/config';
import { LogoutMenuItem, MyAccountMenuItem } from './header/AccountMenuItems';
import { FinanceButton } from './header/finance/FinanceDrawer';
import { HeaderBanners } from './header/HeaderBanners';
import { HeaderIconButton } from './header/HeaderIconButton';
import { HeaderLogo } from './header/HeaderLogo';
import { HeaderSearch } from './header/HeaderSearch';
import { HomeMustHandleDialog } from './header/MustHandleDialog';
import { NoticeButton } from './header/notices/NoticeDrawer';
import { ReturnToOriginalButton } from './header/TemporaryAccount';
import { can, useSession } from './header/useSession';
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

export const LINK_TOOL_PATH = '/linkTool';
export const UPDATE_NOTES_PATH = '/software/update';

/** The right-hand tools of the header (spec §2). */
function HeaderTools() {
  const navigate = useNavigate();
  const session = useSession();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
      <ReturnToOriginalButton />
      <HeaderSearch />
      <HeaderIconButton
        label="app.header.icons.link_tool"
        icon={<InsertLinkIcon />}
        testId="header-link-tool"
        onClick={() => navigate(LINK_TOOL_PATH)}
      />
      <FinanceButton />
      <NoticeButton />
      {can(session, 'setting.change_log') && (
        <HeaderIconButton
          label="app.header.icons.update_notes"
          icon={<UpdateIcon />}
          testId="header-update-notes"
          onClick={() => navigate(UPDATE_NOTES_PATH)}
        />
      )}
      <LanguageSwitch />
      <LoadingIndicator />
    </Box>
  );
}

/**
 * The header (spec §2): logo (user center), page title, search, tools, language and the account
 * menu (hidden for a temporary account, spec §6); below it the banners; on the home page the
 * must-handle dialog.
 */
export function AppHeader() {
  const session = useSession();
  return (
    <>
      <AppBar
        color="primary"
        toolbar={<HeaderTools />}
        userMenu={
          session?.temporary ? (
            false
          ) : (
            <UserMenu label="app.header.icons.account">
              <MyAccountMenuItem />
              {DEMO_MODE && <ResetDemoMenuItem />}
              <LogoutMenuItem />
            </UserMenu>
          )
        }
      >
        <HeaderLogo />
        <TitlePortal />
      </AppBar>
      <HeaderBanners />
      <HomeMustHandleDialog />
    </>
  );
}
