import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';

const PAGE_SIZES = [10, 25, 50, 100];

/** The height of MUI's pagination toolbar, kept while the list loads so that nothing moves. */
export const PAGINATION_HEIGHT = 52;

/** S19: page-size changer and the "total N items" text beside react-admin's pagination. */
export function ListPagination() {
  const { total } = useListContext();
  const translate = useTranslate();
  const sizeLabel = translate('ra.navigation.page_rows_per_page');
  // The page size is a native select (named by its label, which MUI does not tie to it): MUI's own
  // select sets its state while the list is put on screen, and that update made React finish all
  // the page's effects before the browser could paint the rows (issue 8). Closed, it looks the
  // same; open, it is the system's list.
  const slotProps = useMemo(
    () => ({ select: { native: true, inputProps: { 'aria-label': sizeLabel } } }),
    [sizeLabel],
  );
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="flex-end"
      sx={{ pl: 2, minHeight: PAGINATION_HEIGHT }}
    >
      {total != null && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="list-total"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.list.total', { total })}
        </Typography>
      )}
      {/* The "total N items" text replaces MUI's "1-10 of N". */}
      <Pagination
        rowsPerPageOptions={PAGE_SIZES}
        slotProps={slotProps}
        sx={{ '& .MuiTablePagination-displayedRows': { display: 'none' } }}
      />
    </Stack>
  );
}
