import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { saveFile } from '../../../dataProvider/download';
import { downloadErrorMessage } from './downloadError';

/**
 * Export through the server (`GET <path>/export`): every record of the current filters, search and
 * sort — or only the selected rows — in one file the server builds, so nothing is capped, sensitive
 * values stay masked and cells are escaped against formulas (issue 9). The file is named by the
 * server (V25); a failure says the server's text under "Error" (E05).
 */
export function ServerExportButton({ selected = false }: { selected?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { resource, filterValues, sort, selectedIds, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.exportList(resource, {
        filter: filterValues,
        sort,
        ids: selected ? selectedIds : undefined,
      });
      saveFile(file);
    } catch (error) {
      notify(downloadErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      onClick={() => void run()}
      disabled={busy || (!selected && total === 0)}
      startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
    >
      {translate('ra.action.export')}
    </Button>
  );
}
