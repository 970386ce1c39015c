import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The title row of a side drawer: icon, heading (the drawer's accessible name) and a close button. */
export function DrawerHeader({
  id,
  icon,
  title,
  onClose,
}: {
  /** Id of the heading, referenced by the drawer's `aria-labelledby`. */
  id: string;
  icon: ReactNode;
  title: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
      {icon}
      <Typography id={id} variant="h6" component="h2" sx={{ flex: 1, fontSize: 16 }}>
        {title}
      </Typography>
      <IconButton size="small" aria-label={translate('ra.action.close')} onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
