import { Tooltip } from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';

interface HoverTitleProps {
  /** The tooltip's text, or what makes it when the tooltip opens (a cell need not make it per row). */
  title: string | (() => string);
  className?: string;
  /** Only when the text is cut (ellipsis): a value shown whole needs no tooltip. */
  whenCut?: boolean;
  children: ReactNode;
}

/**
 * A span whose tooltip is created on hover, not with every cell: a MUI Tooltip per cell is the
 * most expensive part of a 100-row table that nobody looks at.
 */
export function HoverTitle({ title, className, whenCut = false, children }: HoverTitleProps) {
  const [open, setOpen] = useState(false);
  const onEnter = (event: MouseEvent<HTMLSpanElement>) => {
    const el = event.currentTarget;
    if (!whenCut || el.scrollWidth > el.clientWidth) setOpen(true);
  };
  const span = (
    <span className={className} onMouseEnter={onEnter} onMouseLeave={() => setOpen(false)}>
      {children}
    </span>
  );
  if (!open) return span;
  return (
    <Tooltip title={typeof title === 'function' ? title() : title} open onClose={() => setOpen(false)}>
      {span}
    </Tooltip>
  );
}
