import { expandedMenuLinkSx, menuLinkSx } from '../MenuLink';

/** Class of the header item of the section holding the page shown. */
export const ACTIVE_ITEM = 'HeaderMenu-active';

/** The space between two items of a header row, counted in their widths when they are fitted. */
export const ITEM_GAP = 4;

/**
 * An item of the header's menus (a section's button or link, "Home", "More"): text in the header's
 * own colour (light on the primary bar, and on the dark theme's), a shade of it when pointed at, and
 * for the section holding the page a stronger shade and an underline.
 */
export const headerItemSx = {
  color: 'inherit',
  height: 36,
  minWidth: 0,
  px: 1.25,
  borderRadius: 1,
  fontSize: 14,
  fontWeight: 500,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  '& .MuiButton-endIcon': { ml: 0.25, mr: -0.5 },
  '&:hover': { backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)' },
  [`&.${ACTIVE_ITEM}`]: {
    backgroundColor: 'color-mix(in srgb, currentColor 18%, transparent)',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 8,
      right: 8,
      bottom: 2,
      height: 2,
      borderRadius: 1,
      backgroundColor: 'currentColor',
    },
  },
} as const;

/** The entries of a menu opened from the header: the side menu's entries, expanded. */
export const dropdownListSx = [{ minWidth: 200, py: 0.5 }, menuLinkSx, expandedMenuLinkSx];
