/** Spec §9: filter selects are 190 px wide. */
export const SELECT_WIDTH = 190;
/** The open panel's width; the table takes the rest (and scrolls inside when it must). */
export const PANEL_WIDTH = 260;
/** Whether the panel is open, for every customer list (react-admin's store: survives a reload). */
export const PANEL_OPEN_KEY = 'customerFilters.open';
