import FavoriteIcon from '@mui/icons-material/Favorite';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  InputAdornment,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuthProvider, useLogin, useNotify, useTranslate } from 'react-admin';
import type { AppAuthProvider, LoginParams } from '../../../authProvider';
import { DEMO_MODE } from '../../../dataProvider/config';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { usePageTitle } from '../../registry/usePageTitle';
import { DemoAccounts } from './DemoAccounts';

/** Seconds before another verification code can be asked for. */
const RESEND_SECONDS = 60;

function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return fallback;
}

/** Login: password (default) or verification code; a failed answer shows the server's text (V24). */
export function LoginPage() {
  usePageTitle();
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const auth = useAuthProvider<AppAuthProvider>();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [values, setValues] = useState({ username: '', password: '', phone: '', code: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState(0);

  useEffect(() => {
    if (countdown <= 0) return;
    const t = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [countdown]);

  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const params: LoginParams =
      mode === 'password'
        ? { username: values.username.trim(), password: values.password }
        : { phone: values.phone.trim(), code: values.code.trim() };
    setBusy(true);
    try {
      await login(params);
    } catch (err) {
      const text = translate(errorText(err, 'ra.auth.sign_in_error'), {
        _: errorText(err, 'ra.auth.sign_in_error'),
      });
      setError(text);
      notify(text, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    setError(null);
    if (!/^1\d{10}$/.test(values.phone.trim())) {
      setError(translate('app.validation.invalid_phone'));
      return;
    }
    try {
      await auth?.sendVerifyCode(values.phone.trim());
      setCountdown(RESEND_SECONDS);
      notify('app.login.code_sent', { type: 'info' });
    } catch (err) {
      setError(errorText(err, 'ra.notification.http_error'));
    }
  };

  const fillDemoAccount = (credentials: { username: string; password: string }) => {
    setMode('password');
    setError(null);
    setValues((v) => ({ ...v, ...credentials }));
  };

  const canSubmit =
    mode === 'password'
      ? !!values.username.trim() && !!values.password
      : !!values.phone.trim() && !!values.code.trim();

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, #fce4ec 0%, #f3e5f5 50%, #e8eaf6 100%)',
        p: 2,
      }}
    >
      <Box sx={{ position: 'fixed', top: 12, right: 16 }}>
        <LanguageSwitch />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
            <FavoriteIcon color="primary" sx={{ fontSize: 40 }} />
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center' }}>
              {translate('app.title')}
            </Typography>
          </Stack>
          <Tabs
            value={mode}
            onChange={(_e, v: 'password' | 'code') => setMode(v)}
            variant="fullWidth"
            sx={{ mb: 2 }}
          >
            <Tab
              value="password"
              label={translate('app.login.password_tab')}
              data-testid="login-tab-password"
            />
            <Tab value="code" label={translate('app.login.code_tab')} data-testid="login-tab-code" />
          </Tabs>
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              {error && (
                <Alert severity="error" role="alert" data-testid="login-error">
                  {error}
                </Alert>
              )}
              {mode === 'password' ? (
                <>
                  <TextField
                    name="username"
                    label={translate('app.login.username')}
                    value={values.username}
                    onChange={set('username')}
                    autoComplete="username"
                    autoFocus
                    fullWidth
                    size="medium"
                  />
                  <TextField
                    name="password"
                    type="password"
                    label={translate('app.login.password')}
                    value={values.password}
                    onChange={set('password')}
                    autoComplete="current-password"
                    fullWidth
                    size="medium"
                  />
                </>
              ) : (
                <>
                  <TextField
                    name="phone"
                    label={translate('app.login.phone')}
                    value={values.phone}
                    onChange={set('phone')}
                    inputMode="numeric"
                    autoComplete="tel"
                    fullWidth
                    size="medium"
                  />
                  <TextField
                    name="code"
                    label={translate('app.login.code')}
                    value={values.code}
                    onChange={set('code')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    fullWidth
                    size="medium"
                    slotProps={{
                      input: {
                        endAdornment: (
                          <InputAdornment position="end">
                            <Button
                              size="small"
                              data-testid="send-code"
                              onClick={sendCode}
                              disabled={countdown > 0}
                              sx={{ whiteSpace: 'nowrap' }}
                            >
                              {countdown > 0
                                ? translate('app.login.resend_in', { seconds: countdown })
                                : translate('app.login.send_code')}
                            </Button>
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                </>
              )}
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy || !canSubmit}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {translate('app.login.submit')}
              </Button>
            </Stack>
          </Box>
          {DEMO_MODE && <DemoAccounts onPick={fillDemoAccount} />}
        </CardContent>
      </Card>
    </Box>
  );
}

export default LoginPage;
