import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, CssBaseline, ThemeProvider, type Theme, type ThemeOptions } from '@mui/material';
import type { CssVarsTheme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import type { ReactNode } from 'react';
import { StandaloneLogin, type StandaloneLoginProps } from '../features/account/StandaloneLogin';
import { styleCache } from './styleCache';
import { blindDarkTheme, blindLightTheme } from './theme';

/** A theme with CSS variables: it can write them out (`generateStyleSheets`). */
export type LoginTheme = Theme & Pick<CssVarsTheme, 'generateStyleSheets'>;

/**
 * The login page's theme. No user is signed in, so no preference applies: the system's colour
 * scheme chooses between the app's light and dark palettes. They are CSS variables switched by a
 * `prefers-color-scheme` media query, so the page follows a change of the system at once, without
 * a script, and the card index.html draws before the code (`loginPage.build.tsx`) too, with the
 * same compiled styles in both schemes. `extra`: options on top (a motion, a state to record).
 */
export function loginTheme(extra: ThemeOptions = {}): LoginTheme {
  const { palette: light, ...options } = blindLightTheme as ThemeOptions;
  const { palette: dark } = blindDarkTheme as ThemeOptions;
  // createTheme's type does not say that the theme has variables (the app's other themes have none).
  return createTheme({
    ...deepmerge(options, extra),
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes: { light: { palette: light }, dark: { palette: dark } },
  }) as LoginTheme;
}

const theme = loginTheme();

export interface LoginFrameProps {
  children: ReactNode;
  /** The emotion cache: the app's unless told (the build-time render's records what it inserts). */
  cache?: EmotionCache;
  theme?: Theme;
}

/**
 * What the login page renders in: the app's style cache, its theme and MUI's baseline. The scheme
 * is the system's alone: nothing is stored (`storageManager`), the user's own choice comes with the
 * user's preferences once signed in.
 */
export function LoginFrame({ children, cache = styleCache, theme: frameTheme = theme }: LoginFrameProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={frameTheme} storageManager={null}>
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
