import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The themes as built for a system whose motion setting is `reduce` or not. */
async function themesFor(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
  vi.resetModules();
  const { blindLightTheme, blindDarkTheme } = await import('../../../src/app/theme');
  return [blindLightTheme, blindDarkTheme].map((options) => createTheme(options as ThemeOptions));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reduced motion (WCAG 2.3.3)', () => {
  it('a system asking for reduced motion gets no transitions, ripples or skeleton pulses, in both themes', async () => {
    for (const theme of await themesFor(true)) {
      expect(theme.transitions.create(['width', 'opacity'])).toBe('none');
      expect(theme.transitions.duration.enteringScreen).toBe(0);
      expect(theme.transitions.duration.leavingScreen).toBe(0);
      expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
      // The focus outline is the theme's own style, kept without ripples.
      expect(JSON.stringify(theme.components?.MuiButtonBase?.styleOverrides)).toContain('Mui-focusVisible');
      // The rest of the theme is the same.
      expect(theme.shape.borderRadius).toBe(8);
    }
  });

  it('any other system keeps the animated themes', async () => {
    for (const theme of await themesFor(false)) {
      expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
      expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
      expect(theme.components?.MuiSkeleton).toBeUndefined();
    }
  });
});
