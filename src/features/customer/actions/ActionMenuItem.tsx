import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
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
