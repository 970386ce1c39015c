import { deepmerge } from '@mui/utils';
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

const shared: RaThemeOptions = {
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  shape: { borderRadius: 8 },
  spacing: 8,
  typography: { fontFamily, fontSize: 14, h6: { fontWeight: 600 } },
  components: {
    MuiTableCell: { styleOverrides: { root: { fontVariantNumeric: 'tabular-nums' } } },
    MuiPaper: {
      styleOverrides: { elevation1: { boxShadow: '0 1px 3px rgba(0,0,0,0.06), 0 1px 2px rgba(0,0,0,0.04)' } },
    },
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
  const merged = deepmerge(base, { ...shared, ...options });
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
});

export const blindDarkTheme: RaThemeOptions = themed(defaultDarkTheme, {
  palette: {
    mode: 'dark',
    primary: { main: '#f48fb1', contrastText: '#1a1a1a' },
    secondary: { main: '#9fa8da' },
    warning: { main: '#ffb74d' },
  },
});
