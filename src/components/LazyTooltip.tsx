import { Tooltip, type TooltipProps } from '@mui/material';
import {
  cloneElement,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

interface Hoverable {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * MUI's tooltip, mounted only while the element is hovered or keyboard-focused: an icon button
 * repeated on every row of a long table would otherwise mount a Tooltip and its Popper per row
 * (issue 8). The tooltip is anchored to the element, which is never re-created, so neither focus
 * nor a click in progress is lost. The element keeps its own accessible name (`aria-label`).
 */
export function LazyTooltip({
  title,
  placement,
  children,
}: {
  title: ReactNode;
  placement?: TooltipProps['placement'];
  children: ReactElement<Hoverable>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const own = children.props;
  const child = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(event);
      setAnchor(event.currentTarget);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      setAnchor(null);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) setAnchor(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      setAnchor(null);
    },
  });
  return (
    <>
      {child}
      {anchor && (
        <Tooltip
          title={title}
          open
          describeChild
          placement={placement}
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
