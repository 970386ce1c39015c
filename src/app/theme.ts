import { deepmerge } from '@mui/utils';
import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Side menu widths (spec §9). */
export const SIDEBAR_WIDTH = 216;
export const SIDEBAR_CLOSED_WIDTH = 120;

const fontFamily = [
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The dark theme's raised surfaces (dialogs, menus, popovers): a step lighter than its cards, in
 * place of MUI's white overlays, which grow with the elevation until secondary and coloured text
 * fall under 4.5:1 on a dialog.
 */
export const DARK_RAISED = '#2a2a2a';

/** A surface raised above the page: `DARK_RAISED` in the dark scheme, the paper in the light one. */
const raised = {
  paper: ({ theme }: { theme: Theme }) => theme.applyStyles('dark', { backgroundColor: DARK_RAISED }),
};

const shared: RaThemeOptions = {
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  shape: { borderRadius: 8 },
  spacing: 8,
  typography: { fontFamily, fontSize: 14, h6: { fontWeight: 600 } },
  components: {
    MuiTableCell: { styleOverrides: { root: { fontVariantNumeric: 'tabular-nums' } } },
    MuiPaper: {
      styleOverrides: {
        // Dark surfaces are the palette's own colours, not lightened by an overlay (`DARK_RAISED`).
        root: ({ theme }: { theme: Theme }) => theme.applyStyles('dark', { backgroundImage: 'none' }),
        elevation1: { boxShadow: '0 1px 3px rgba(0,0,0,0.06), 0 1px 2px rgba(0,0,0,0.04)' },
      },
    },
    MuiDialog: { styleOverrides: raised },
    MuiPopover: { styleOverrides: raised },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    // Focus always visible (issue 9): every button, tab and menu item reached by keyboard is outlined.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 } },
      },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small' } },
  },
};

/**
 * The motion of a user who asked their system for less (WCAG 2.3.3, `prefers-reduced-motion`):
 * no transitions (dialogs, menus, drawers and collapses appear at once), no ripples, still
 * skeletons. Focus stays outlined: it is the theme's own style, not a ripple.
 */
export const STILL_MOTION: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
};

/** Whether the user's system asks for reduced motion (read once: it is a system setting). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** The options of a theme, with the still motion when the user asked for it. */
function themed(base: RaThemeOptions, options: RaThemeOptions): RaThemeOptions {
  const merged = deepmerge(base, deepmerge(shared, options));
  return prefersReducedMotion() ? deepmerge(merged, STILL_MOTION) : merged;
}

/** The "blind" theme (spec §9): warm rose primary, neutral greys, amber accent for warnings. */
export const blindLightTheme: RaThemeOptions = themed(defaultLightTheme, {
  palette: {
    mode: 'light',
    primary: { main: '#c2185b', light: '#e35d8c', dark: '#8c0032', contrastText: '#fff' },
    secondary: { main: '#5c6bc0' },
    // The dark shade is the text of warning chips and buttons: 4.5:1 even on a striped table row.
    warning: { main: '#ed8b00', dark: '#945800' },
    background: { default: '#f6f6f8', paper: '#ffffff' },
  },
  components: {
    // An outlined chip's text is its colour's main shade, but for the two under 4.5:1 on the paper
    // (amber 2.5:1, light blue 3.9:1): their dark shades, as the list's chips (`registry/cellStyles.ts`).
    // Static variants, not a style function: the list draws a hundred chips and more.
    MuiChip: {
      variants: [
        { props: { variant: 'outlined', color: 'warning' }, style: { color: '#945800' } },
        { props: { variant: 'outlined', color: 'info' }, style: { color: '#01579b' } },
      ],
    },
  },
});

/**
 * Its dark variant (issue 45): near-black page, dark grey cards, the light shades of the same hues.
 * Every text colour is 4.5:1 or more on the page, a card and a raised surface; the text on a
 * coloured fill (buttons, badges, chips) is white only where white reaches 4.5:1, else near-black
 * (`contrastThreshold`; MUI's default of 3 put white on the error red at 3.7:1).
 */
export const blindDarkTheme: RaThemeOptions = themed(defaultDarkTheme, {
  palette: {
    mode: 'dark',
    contrastThreshold: 4.5,
    // The dark shades (a contained button's hover) 15% darker, not 30%: the near-black text of a
    // light fill stays at 4.5:1 on them, for every primary colour offered.
    tonalOffset: { light: 0.2, dark: 0.15 },
    primary: { main: '#f48fb1', contrastText: '#1a1a1a' },
    secondary: { main: '#9fa8da' },
    warning: { main: '#ffb74d' },
    // MUI's dark red (#f44336) is 3.9:1 on a raised surface: a lighter one.
    error: { main: '#f77066' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
  // A form's save bar a step above its card, as in the light theme (react-admin's grey 800 glared).
  components: { RaToolbar: { styleOverrides: { root: { backgroundColor: DARK_RAISED } } } },
});
