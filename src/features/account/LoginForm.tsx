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
  Typography,
  type Theme,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginParams } from '../../../authProvider/signIn';
import { DEMO_MODE } from '../../../dataProvider/config';
import { LanguageMenu } from '../../components/LanguageMenu';
import { loadSiteIdentity, tabTitle, useSiteIdentity } from '../../platform/siteIdentity';
import { DemoAccounts } from './DemoAccounts';
import { LoginField, type LoginFieldProps } from './LoginField';
import { useLoginServices } from './loginServices';

/** Seconds before another verification code can be asked for. */
const RESEND_SECONDS = 60;

function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return fallback;
}

/**
 * The skeleton's bones: each block of the form (the tabs, the fields, the button, the demo accounts)
 * painted over its own box, what it holds hidden. The form's own elements: the same boxes.
 */
const BONES = {
  '& .MuiTabs-root, & .MuiFormControl-root, & button[type="submit"], & section': {
    bgcolor: 'action.disabledBackground',
    borderRadius: 1,
    boxShadow: 'none',
    color: 'transparent',
    '& *': { visibility: 'hidden' },
  },
};

/**
 * Behind the card: the primary colour washing into the secondary over the paper, in either scheme
 * (the login page's theme names its colours by CSS variable, `theme.vars`; the admin's by value).
 */
function backdrop(theme: Theme): string {
  const { palette } = theme.vars ?? theme;
  const wash = (colour: string) => theme.alpha(colour, 0.12);
  return `linear-gradient(135deg, ${wash(palette.primary.main)} 0%, ${wash(palette.secondary.main)} 100%) ${palette.background.paper}`;
}

export interface LoginFormProps {
  /**
   * The form as its skeleton: the card with its logo and heading, and each block (the tabs, the
   * fields, the button, the demo accounts) as a bone of its exact size, nothing in it to use. What
   * index.html shows before the code has come: rendered at build time (src/app/loginPage.build.tsx).
   */
  skeleton?: boolean;
}

/**
 * Login: password (default) or verification code; a failed answer shows the server's text (V24).
 * Works alone or inside react-admin: everything it needs comes from `useLoginServices()`.
 */
export function LoginForm({ skeleton = false }: LoginFormProps) {
  const { translate, login, notify, sendVerifyCode, locale, setLocale, onFirstInteraction } =
    useLoginServices();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [values, setValues] = useState({ username: '', password: '', phone: '', code: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState(0);

  const site = useSiteIdentity();
  useEffect(() => {
    document.title = tabTitle(translate('app.login.title'), translate('app.title'), site);
  }, [translate, site]);
  // The site's name, logo and favicon (spec §7 get-site-info); the app's own until they come. The
  // demo API starts with the warm-up (first interaction), which asks then (StandaloneLogin).
  useEffect(() => {
    if (!DEMO_MODE) void loadSiteIdentity();
  }, []);

  /** The error's text (a key or the server's own words) in the user's language. */
  const failureText = (err: unknown, fallbackKey: string) => {
    const text = errorText(err, fallbackKey);
    return translate(text, { _: text });
  };

  // The username takes the focus once the page is on screen, in a task of its own: focusing lays the
  // page out and MUI's field then renders its focused state, which as `autoFocus` (during the
  // commit) or in an effect made one long task with the first render's (issue 8). Back on the
  // password tab, it takes the focus again.
  const usernameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (mode !== 'password') return;
    const timer = setTimeout(() => usernameInput.current?.focus());
    return () => clearTimeout(timer);
  }, [mode]);

  const warmedUp = useRef(false);
  const warmUp = () => {
    if (warmedUp.current) return;
    warmedUp.current = true;
    onFirstInteraction?.();
  };

  useEffect(() => {
    if (countdown <= 0) return;
    const t = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [countdown]);

  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
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
      const text = failureText(err, 'ra.auth.sign_in_error');
      setError(text);
      notify(text, 'error');
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
      await sendVerifyCode(values.phone.trim());
      setCountdown(RESEND_SECONDS);
      notify(translate('app.login.code_sent'), 'info');
    } catch (err) {
      setError(failureText(err, 'ra.notification.http_error'));
    }
  };

  const fillDemoAccount = (credentials: { username: string; password: string }) => {
    setMode('password');
    setError(null);
    setValues((v) => ({ ...v, ...credentials }));
  };

  /** One field of the form: its name is also its value's key and its label's (`app.login.<name>`). */
  const field = (
    name: keyof typeof values,
    autoComplete: string,
    props: Pick<LoginFieldProps, 'type' | 'inputMode' | 'endAdornment' | 'inputRef'> = {},
  ) => (
    <LoginField
      name={name}
      label={translate(`app.login.${name}`)}
      value={values[name]}
      onChange={set(name)}
      autoComplete={autoComplete}
      {...props}
    />
  );

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
        background: backdrop,
        p: 2,
      }}
    >
      {!skeleton && (
        <Box sx={{ position: 'fixed', top: 12, right: 16 }}>
          <LanguageMenu locale={locale} onChange={setLocale} label={translate('app.language.label')} />
        </Box>
      )}
      <Card
        sx={{ width: '100%', maxWidth: 400 }}
        elevation={3}
        // Typing or clicking, not the autofocus: a visit that only looks loads nothing more.
        onKeyDownCapture={warmUp}
        onPointerDownCapture={warmUp}
      >
        <CardContent sx={skeleton ? { p: 4, ...BONES } : { p: 4 }}>
          <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
            {site.logo ? (
              <Box
                component="img"
                src={site.logo}
                alt=""
                sx={{ width: 48, height: 48 }}
                data-testid="login-logo"
              />
            ) : (
              // The logo's size, so that the site's logo arriving later moves nothing (CLS).
              <Box sx={{ width: 48, height: 48, display: 'grid', placeItems: 'center' }}>
                <FavoriteIcon color="primary" sx={{ fontSize: 40 }} />
              </Box>
            )}
            <Typography
              variant="h5"
              component="h1"
              // Two lines' height whatever the name: the app's name shows until the site's arrives,
              // and a name of one line or two moves nothing (CLS).
              sx={{
                fontWeight: 600,
                textAlign: 'center',
                lineHeight: '32px',
                minHeight: 64,
                display: 'flex',
                alignItems: 'center',
              }}
              data-testid="login-site-name"
            >
              {site.name || translate('app.title')}
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
                  {field('username', 'username', { inputRef: usernameInput })}
                  {field('password', 'current-password', { type: 'password' })}
                </>
              ) : (
                <>
                  {field('phone', 'tel', { inputMode: 'numeric' })}
                  {field('code', 'one-time-code', {
                    inputMode: 'numeric',
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
                  })}
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
