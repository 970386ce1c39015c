import { Button, IconButton, Tooltip, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface ActionButtonProps {
  /** The translated label: the text of the button, or the name and tooltip of an icon button. */
  label: string;
  icon: ReactNode;
  /** Only the icon, named by `label` and with it as its tooltip (secondary actions of a row). */
  iconOnly?: boolean;
  color?: ButtonProps['color'];
  onClick(): void;
  disabled?: boolean;
  /** A request under way: the button spins and takes no click. */
  loading?: boolean;
  testId?: string;
}

/** A small action button of a record (row or detail page): text with an icon, or an icon alone. */
export function ActionButton({
  label,
  icon,
  iconOnly = false,
  color = 'primary',
  onClick,
  disabled = false,
  loading = false,
  testId,
}: ActionButtonProps) {
  if (iconOnly)
    return (
      <Tooltip title={label}>
        <IconButton
          size="small"
          color={color}
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          loading={loading}
          data-testid={testId}
          // Dense rows: a 28 px target around a small (20 px) icon.
          sx={{ p: '4px' }}
        >
          {icon}
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      size="small"
      color={color}
      startIcon={icon}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
      loadingPosition="start"
      data-testid={testId}
      // react-admin's own buttons' line height: the same height beside Edit and Delete in a toolbar.
      sx={{ whiteSpace: 'nowrap', lineHeight: 1.5 }}
    >
      {label}
    </Button>
  );
}
