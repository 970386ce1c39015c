import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, CssBaseline, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material';
import type { ReactNode } from 'react';
import { StandaloneLogin, type StandaloneLoginProps } from '../features/account/StandaloneLogin';
import { styleCache } from './styleCache';
import { blindLightTheme } from './theme';

/** The login page's theme: the app's light theme (with the user's motion, `theme.ts`) unless told. */
export const loginTheme = (options: ThemeOptions = blindLightTheme as ThemeOptions): Theme =>
  createTheme(options);

const theme = loginTheme();

export interface LoginFrameProps {
  children: ReactNode;
  /** The emotion cache: the app's unless told (the build-time render's records what it inserts). */
  cache?: EmotionCache;
  theme?: Theme;
}

/** What the login page renders in: the app's style cache, its theme and MUI's baseline. */
export function LoginFrame({ children, cache = styleCache, theme: frameTheme = theme }: LoginFrameProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={frameTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** The login page of a first visit in the app's theme, before react-admin is loaded (issue 8). */
export function LoginScreen(props: StandaloneLoginProps) {
  return (
    <LoginFrame>
      <StandaloneLogin {...props} />
    </LoginFrame>
  );
}
