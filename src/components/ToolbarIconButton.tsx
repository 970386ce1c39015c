import { Badge, IconButton } from '@mui/material';
import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LazyTooltip } from './LazyTooltip';

export interface ToolbarIconButtonProps {
  /** i18n key of the accessible name, also the tooltip. */
  label: string;
  icon: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  badge?: number;
  testId?: string;
  expanded?: boolean;
  haspopup?: 'menu' | 'dialog';
}

/** An icon button of the header: a translated accessible name and the same text as its tooltip. */
export const ToolbarIconButton = forwardRef<HTMLButtonElement, ToolbarIconButtonProps>(
  function ToolbarIconButton({ label, icon, onClick, badge, testId, expanded, haspopup }, ref) {
    const translate = useTranslate();
    const name = translate(label);
    return (
      // The count sits beside the button, not inside it: its name stays the label alone (axe
      // label-content-name-mismatch); the number is decoration of the icon.
      <Badge
        color="error"
        badgeContent={badge}
        max={99}
        invisible={!badge}
        overlap="circular"
        slotProps={{ badge: { 'aria-hidden': true } }}
        data-testid={testId ? `${testId}-badge` : undefined}
        sx={{
          '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16, px: 0.5, pointerEvents: 'none' },
        }}
      >
        <LazyTooltip title={name}>
          <IconButton
            ref={ref}
            color="inherit"
            aria-label={name}
            aria-haspopup={haspopup}
            aria-expanded={haspopup ? !!expanded : undefined}
            data-testid={testId}
            onClick={onClick}
          >
            {icon}
          </IconButton>
        </LazyTooltip>
      </Badge>
    );
  },
);
