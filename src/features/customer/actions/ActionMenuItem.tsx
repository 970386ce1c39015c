import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface ActionMenuItemProps {
  /** i18n key of the item's text. */
  label: string;
  icon: ReactNode;
  testId: string;
  onClick(): void;
  disabled?: boolean;
}

/** One entry of the customer row's "more" menu: an icon and a translated text. */
export function ActionMenuItem({ label, icon, testId, onClick, disabled }: ActionMenuItemProps) {
  const translate = useTranslate();
  return (
    <MenuItem onClick={onClick} data-testid={testId} disabled={disabled} dense>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

interface DialogMenuItemProps extends Omit<ActionMenuItemProps, 'onClick'> {
  /** Closes the menu (the dialog outlives it: the menu stays mounted). */
  onMenuClose(): void;
  /** The dialog, mounted once the item is chosen; `close` unmounts it. */
  dialog(close: () => void): ReactNode;
}

/** A menu item that closes the menu and opens its dialog (mounted only from then on). */
export function DialogMenuItem({ onMenuClose, dialog, ...item }: DialogMenuItemProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionMenuItem
        {...item}
        onClick={() => {
          onMenuClose();
          setOpen(true);
        }}
      />
      {open && dialog(() => setOpen(false))}
    </>
  );
}
