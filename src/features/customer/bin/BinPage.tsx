import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { List, TopToolbar, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../../resources/core/define';
import { ListLoadError } from '../../../components/LoadError';
import { ListPagination, ResourceDataTable } from '../../../registry/list';
import { useResourceDefinitionOf } from '../../../platform/useResourceDefinition';
import { ClearBinButton, ClearSelectedButton, RestoreBulkButton, RestoreRecordButton } from './BinActions';
import { BIN_COLUMNS, BIN_FILTER } from './binModel';

const listSx = {
  '& .RaList-main': { contain: 'inline-size', minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;

/** The customer list as the bin shows it: read-only rows with "Restore", bulk restore and delete. */
function binDefinition(customer: ResourceDefinition): ResourceDefinition {
  return {
    ...customer,
    list: {
      ...customer.list,
      columns: BIN_COLUMNS,
      sort: { field: 'removed_at', order: 'DESC' },
      filters: [],
    },
    recordActions: [RestoreRecordButton],
    bulkActions: [RestoreBulkButton, ClearSelectedButton],
    can: (operation) => operation === 'list' || operation === 'show',
  };
}

function BinEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }} data-testid="bin-empty">
      <Typography variant="h6" color="text.secondary">
        {translate('app.customer_pool.bin.empty')}
      </Typography>
    </Box>
  );
}

/**
 * The bin (`/customer/bin`): customers removed with a reason, newest first, each with its reason
 * and removal time; restore (row and selection), delete for good (selection) and empty the bin.
 */
export default function BinPage() {
  const customer = useResourceDefinitionOf('customer');
  const def = useMemo(() => binDefinition(customer), [customer]);
  const translate = useTranslate();
  return (
    <List
      resource="customer"
      filter={BIN_FILTER}
      storeKey="customer.bin"
      title={translate('app.customer_pool.bin.title')}
      sort={{ field: 'removed_at', order: 'DESC' }}
      perPage={10}
      actions={
        <TopToolbar>
          <ClearBinButton />
        </TopToolbar>
      }
      pagination={<ListPagination />}
      empty={<BinEmpty />}
      error={<ListLoadError />}
      exporter={false}
      sx={listSx}
    >
      <ResourceDataTable def={def} />
    </List>
  );
}
