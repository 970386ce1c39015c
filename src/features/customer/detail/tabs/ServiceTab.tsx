import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useCreatePath, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ResourceTable } from '../../../../registry/blocks';
import { downloadErrorMessage } from '../../../../registry/list/downloadError';
import { useCanAction, useSession } from '../../../../platform/session';
import { useServiceRecordExport } from '../../api/detail';
import { TabBody, TabSection } from './tabKit';
import type { DetailTabProps } from './types';

const RESOURCE = 'customer-service-record';

/** The customer's service records in one file, built by the server (`GET customer-service-record/export`). */
function ExportButton({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const exportRecords = useServiceRecordExport();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportRecords(customerId);
    } catch (error) {
      // E05: an export's failure is said with the server's `error-message` header.
      notify(downloadErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      onClick={() => void run()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
      data-testid="service-export"
    >
      {translate('app.customer_detail_tabs.service.export')}
    </Button>
  );
}

/**
 * Service records of the customer (`customer-service-record`): the generated table, added and
 * edited through the generated forms (the new one already for this customer) when the site's
 * `who_can_service_record` and the user's permissions allow, and exported.
 */
export default function ServiceTab({ customerId }: DetailTabProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const session = useSession();
  const allowed = !!session?.whoCanServiceRecord;
  const canAdd = useCanAction({ resource: RESOURCE }, 'add') && allowed;
  const canEdit = useCanAction({ resource: RESOURCE }, 'edit') && allowed;
  const canExport = useCanAction({ resource: RESOURCE }, 'export');
  const createTo = `${createPath({ resource: RESOURCE, type: 'create' })}?source=${encodeURIComponent(JSON.stringify({ customer_id: customerId }))}`;
  return (
    <TabBody testId="service-tab">
      <TabSection
        title={translate('app.customer_detail_tabs.tabs.service')}
        actions={
          <Stack direction="row" spacing={1}>
            {canExport && <ExportButton customerId={customerId} />}
            {canAdd && (
              <Button
                component={Link}
                to={createTo}
                variant="contained"
                size="small"
                startIcon={<AddIcon />}
                data-testid="service-add"
              >
                {translate('app.customer_detail_tabs.service.add')}
              </Button>
            )}
          </Stack>
        }
      >
        <ResourceTable
          resource={RESOURCE}
          filter={{ customer_id: customerId }}
          rowClick={canEdit ? 'edit' : 'show'}
        />
      </TabSection>
    </TabBody>
  );
}
