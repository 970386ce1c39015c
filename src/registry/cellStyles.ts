import { alpha, type Theme } from '@mui/material';
import type { Tone } from '../../resources/core/meta';
import type { FieldInfo } from '../../resources/core/reader';

/**
 * Class names of the list cells. A table of 100 rows renders about a thousand cells, so list cells
 * are plain elements with these classes, styled once by the table (`cellSx`) instead of one MUI
 * styled component and one `sx` object per cell.
 */
export const cellClasses = {
  text: 'RegistryCell-text',
  nowrap: 'RegistryCell-nowrap',
  number: 'RegistryCell-number',
  person: 'RegistryCell-person',
  avatar: 'RegistryCell-avatar',
  personName: 'RegistryCell-personName',
  personSubtitle: 'RegistryCell-personSubtitle',
  actions: 'RegistryCell-actions',
  link: 'RegistryCell-link',
  chip: 'RegistryCell-chip',
  chipFilled: 'RegistryCell-chipFilled',
} as const;

/** The colour class of a list chip (`RegistryCell-chip-success`…). */
export const chipToneClass = (tone: Tone) => `${cellClasses.chip}-${tone}`;

const COLOURED_TONES = ['primary', 'secondary', 'success', 'warning', 'info', 'error'] as const;

/**
 * MUI's small chip (outlined, or filled for booleans), drawn by classes: a list shows a chip or
 * two per row, and a MUI <Chip> is a dozen hooks and two styled components each.
 */
const chipSx = (theme: Theme) => ({
  // One element: its own padding, the label cut with an ellipsis when the column is narrow.
  [`& .${cellClasses.chip}`]: {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-block',
    height: 24,
    lineHeight: '22px',
    padding: '0 7px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: theme.palette.text.primary,
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    borderRadius: '16px',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
  },
  ...Object.fromEntries(
    COLOURED_TONES.map((tone) => [
      `& .${chipToneClass(tone)}`,
      {
        color: theme.palette.mode === 'light' ? theme.palette[tone].dark : theme.palette[tone].light,
        borderColor: alpha(theme.palette[tone].main, 0.7),
      },
    ]),
  ),
  [`& .${cellClasses.chipFilled}`]: {
    border: 0,
    lineHeight: '24px',
    padding: '0 8px',
    backgroundColor: theme.palette.action.selected,
  },
  [`& .${cellClasses.chipFilled}.${chipToneClass('success')}`]: {
    color: theme.palette.success.contrastText,
    backgroundColor: theme.palette.success.main,
  },
});

/** Content heights (px) of the cell kinds: a row takes the tallest, its loading skeleton too. */
export const CELL_HEIGHTS = {
  text: 20,
  chip: 24,
  image: 32,
  person: 35,
  audio: 32,
  button: 31,
} as const;

export type CellHeight = keyof typeof CELL_HEIGHTS;

/** What decides the height of a field's cell (lists; detail pages reserve it too). */
export function cellHeightOf(info: FieldInfo): CellHeight {
  if (info.meta.person) return 'person';
  if (info.meta.reference || info.meta.permission) return 'text';
  switch (info.widget) {
    case 'select':
    case 'boolean':
      return 'chip';
    case 'image':
      return 'image';
    case 'audio':
      return 'audio';
    default:
      return 'text';
  }
}

/** Styles of the list cells, set once on the table. */
export const cellSx = (theme: Theme) => ({
  ...chipSx(theme),
  // Links look like MUI's <Link> (react-admin's reference links), without a component per cell.
  [`& .${cellClasses.link}`]: {
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  },
  [`& .${cellClasses.text}`]: {
    display: 'block',
    maxWidth: 260,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  [`& .${cellClasses.nowrap}`]: { whiteSpace: 'nowrap' },
  [`& .${cellClasses.number}`]: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  [`& .${cellClasses.person}`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minWidth: 0 },
  [`& .${cellClasses.avatar}`]: {
    width: 28,
    height: 28,
    flexShrink: 0,
    borderRadius: '50%',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    fontSize: 13,
    color: theme.palette.background.default,
    backgroundColor: theme.palette.grey[theme.palette.mode === 'light' ? 400 : 600],
    '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  },
  [`& .${cellClasses.personName}`]: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  [`& .${cellClasses.personSubtitle}`]: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ...theme.typography.caption,
    lineHeight: 1.2,
    color: theme.palette.text.secondary,
  },
  [`& .${cellClasses.actions}`]: {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    // Observed while still empty (row actions mount when first seen).
    minHeight: 1,
  },
});
