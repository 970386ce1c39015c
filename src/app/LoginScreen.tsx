import { CacheProvider } from '@emotion/react';
import { createTheme, CssBaseline, ThemeProvider, type ThemeOptions } from '@mui/material';
import { StandaloneLogin, type StandaloneLoginProps } from '../features/account/StandaloneLogin';
import { styleCache } from './styleCache';
import { blindLightTheme } from './theme';

const theme = createTheme(blindLightTheme as ThemeOptions);

/** The login page of a first visit in the app's theme, before react-admin is loaded (issue 8). */
export function LoginScreen(props: StandaloneLoginProps) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <StandaloneLogin {...props} />
      </ThemeProvider>
    </CacheProvider>
  );
}
