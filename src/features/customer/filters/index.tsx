import { Card, Skeleton, Stack } from '@mui/material';
import { Suspense } from 'react';
import { useStore } from 'react-admin';
import type { ListPanelBinding, ListPanelProps } from '../../../../resources/core/define';
import { lazyWithReload } from '../../../registry/chunks';
import { FilterChips } from './FilterChips';
import { PANEL_OPEN_KEY, PANEL_WIDTH } from './panelLayout';

/** The panel loads in its own chunk (not every user opens a customer list). */
const CustomerFilterPanel = lazyWithReload(() => import('./CustomerFilterPanel'));

/** Holds the panel's place while its chunk loads, at its final width (no layout shift). */
function PanelPlaceholder() {
  const [open] = useStore<boolean>(PANEL_OPEN_KEY, true);
  return (
    <Card
      aria-hidden
      sx={{
        order: -1,
        flexShrink: 0,
        alignSelf: 'flex-start',
        mr: 1.5,
        mt: 1,
        width: open ? PANEL_WIDTH : 40,
      }}
    >
      {open && (
        <Stack spacing={1} sx={{ p: 2 }}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      )}
      {!open && <Skeleton variant="circular" width={24} height={24} sx={{ m: 1 }} />}
    </Card>
  );
}

function CustomerFilterAside(props: ListPanelProps) {
  return (
    <Suspense fallback={<PanelPlaceholder />}>
      <CustomerFilterPanel {...props} />
    </Suspense>
  );
}

/** The filter panel of every customer list (all customers and the life-cycle lists): it holds the search and filters. */
export const customerFilterPanel: ListPanelBinding = {
  aside: CustomerFilterAside,
  header: FilterChips,
  filters: true,
};
