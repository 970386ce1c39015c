import type { ComponentType, KeyboardEvent } from 'react';
import type { RaRecord } from 'react-admin';

/** What a row-menu item receives: the customer of the row and a callback closing the menu. */
export interface RowMenuItemProps {
  record: RaRecord;
  /** Closes the menu (call it when the item starts its action or opens its dialog). */
  onClose: () => void;
}

/**
 * One entry of the customer row's "more" menu. The component renders its own `MenuItem` (and its
 * dialog, kept mounted after the menu closes), gated by `<IfAction>` / permissions.
 */
export interface RowMenuItem {
  /** Unique, stable: the React key and the `data-testid` suffix. */
  id: string;
  component: ComponentType<RowMenuItemProps>;
}

/**
 * Pass to an item's dialog (`<Dialog onKeyDown={stopMenuKeys}>`): the dialog is a React child of the
 * (closed, kept mounted) menu, so its key presses would otherwise reach the menu's keyboard handling
 * (type-ahead, Home/End, Tab), which swallows them. Escape still closes the dialog.
 */
export function stopMenuKeys(event: KeyboardEvent): void {
  event.stopPropagation();
}
