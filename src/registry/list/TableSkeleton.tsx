import { Box, alpha } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  rows: number;
  rowHeight: number;
  headerHeight: number;
}

const BAR = 12;

/**
 * The table while its first page loads: exactly as tall as the rows will be, so the pagination
 * and everything below stay where they are. One element painted with gradients (a row line and a
 * bar per row), not a component per placeholder; it fades in only if loading takes a moment.
 */
export function TableSkeleton({ rows, rowHeight, headerHeight }: Props) {
  const translate = useTranslate();
  const top = (rowHeight - BAR) / 2;
  return (
    <Box
      role="progressbar"
      aria-label={translate('ra.page.loading')}
      data-testid="table-skeleton"
      sx={(theme) => {
        const bar = alpha(theme.palette.text.primary, 0.08);
        const line = theme.palette.divider;
        return {
          height: headerHeight + rows * rowHeight,
          boxSizing: 'border-box',
          borderTop: `${headerHeight}px solid transparent`,
          px: 2,
          backgroundClip: 'content-box',
          backgroundImage: `linear-gradient(to bottom, transparent ${top}px, ${bar} ${top}px, ${bar} ${top + BAR}px, transparent ${top + BAR}px, transparent ${rowHeight - 1}px, ${line} ${rowHeight - 1}px)`,
          backgroundSize: `100% ${rowHeight}px`,
          backgroundRepeat: 'repeat-y',
          opacity: 0,
          animation: 'registry-skeleton-in 300ms ease-in 400ms forwards',
          '@keyframes registry-skeleton-in': { to: { opacity: 1 } },
        };
      }}
    />
  );
}
