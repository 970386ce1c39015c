import {
  createTheme,
  decomposeColor,
  getContrastRatio,
  recomposeColor,
  type ThemeOptions,
} from '@mui/material';
import { describe, expect, it } from 'vitest';
import { DARK_RAISED } from '../../../src/app/theme';
import { themeFor } from '../../../src/app/themeFor';
import { PRIMARY_PRESETS, type PrimaryPreset } from '../../../src/platform/preferences';

/** A colour with an alpha, painted over an opaque background: the colour the eye sees. */
function over(colour: string, background: string): string {
  const { values } = decomposeColor(colour);
  const { values: under } = decomposeColor(background);
  const opacity = values[3] ?? 1;
  const mixed = [0, 1, 2].map((i) =>
    Math.round((values[i] ?? 0) * opacity + (under[i] ?? 0) * (1 - opacity)),
  );
  return recomposeColor({ type: 'rgb', values: [mixed[0] ?? 0, mixed[1] ?? 0, mixed[2] ?? 0] });
}

const TONES = ['primary', 'secondary', 'error', 'warning', 'success', 'info'] as const;

describe('the dark theme (issue 45): 4.5:1 for text, whatever the primary colour', () => {
  it.each(Object.keys(PRIMARY_PRESETS) as PrimaryPreset[])('%s', (preset) => {
    const { palette } = createTheme(themeFor('dark', preset) as ThemeOptions);
    const surfaces = [palette.background.default, palette.background.paper, DARK_RAISED];
    for (const surface of surfaces) {
      // The page's text, and each colour used as text (links, outlined chips and buttons, helper text).
      for (const text of [palette.text.primary, palette.text.secondary])
        expect(
          getContrastRatio(over(text, surface), surface),
          `${text} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
      for (const tone of TONES)
        expect(getContrastRatio(palette[tone].main, surface), `${tone} on ${surface}`).toBeGreaterThanOrEqual(
          4.5,
        );
    }
    // A fill's text, at rest and hovered (a contained button's hover is the dark shade).
    for (const tone of TONES) {
      const { main, dark, contrastText } = palette[tone];
      for (const fill of [main, dark])
        expect(
          getContrastRatio(over(contrastText, fill), fill),
          `${tone} text on ${fill}`,
        ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
