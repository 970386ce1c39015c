import type { RaThemeOptions } from 'react-admin';
import { PRIMARY_PRESETS, type PrimaryPreset } from '../platform/preferences';
import { blindDarkTheme, blindLightTheme } from './theme';

const cache = new Map<string, RaThemeOptions>();

/**
 * The "blind" theme in a mode with the user's primary colour (issue 45). The default rose is the
 * theme as written; another preset replaces the primary colour whole, its light and dark shades
 * derived by MUI. One object per mode and colour, so a re-render passes react-admin the same theme.
 */
export function themeFor(mode: 'light' | 'dark', preset: PrimaryPreset): RaThemeOptions {
  const base = mode === 'dark' ? blindDarkTheme : blindLightTheme;
  if (preset === 'rose') return base;
  const key = `${mode}:${preset}`;
  const known = cache.get(key);
  if (known) return known;
  const theme: RaThemeOptions = {
    ...base,
    palette: {
      ...base.palette,
      primary: { main: PRIMARY_PRESETS[preset][mode], contrastText: mode === 'dark' ? '#1a1a1a' : '#fff' },
    },
  };
  cache.set(key, theme);
  return theme;
}
