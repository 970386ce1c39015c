/** Height of the rich-text toolbar's row: the loading placeholder keeps it too. */
export const TOOLBAR_HEIGHT = 40;
