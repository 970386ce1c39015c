import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from '../../platform/demoAccounts';
import { useLoginServices } from './loginServices';

export interface DemoAccountsProps {
  /** Called with the account's user name and password when one is clicked. */
  onPick(credentials: { username: string; password: string }): void;
}

/** The demo accounts with their roles; a click fills the login form (demo builds only). */
export function DemoAccounts({ onPick }: DemoAccountsProps) {
  const { translate } = useLoginServices();
  const pick = (login: DemoLogin) => onPick({ username: login.username, password: DEMO_PASSWORD });
  return (
    <Box component="section" aria-labelledby="demo-accounts-title" data-testid="demo-accounts" sx={{ mt: 3 }}>
      <Typography id="demo-accounts-title" variant="subtitle2" component="h2">
        {translate('app.demo_accounts.title')}
      </Typography>
      <Typography id="demo-accounts-hint" variant="caption" color="text.secondary">
        {translate('app.demo_accounts.hint', { password: DEMO_PASSWORD })}
      </Typography>
      <List dense disablePadding component="div" sx={{ mt: 0.5 }}>
        {DEMO_LOGINS.map((login) => (
          <ListItemButton
            key={login.username}
            onClick={() => pick(login)}
            // Named by its visible text (axe label-content-name-mismatch), described by the hint.
            title={translate('app.demo_accounts.fill', { username: login.username })}
            aria-describedby="demo-accounts-hint"
            sx={{ borderRadius: 1 }}
          >
            <ListItemText
              primary={login.username}
              secondary={translate(`app.demo_accounts.roles.${login.role}`)}
              slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
