import DownloadIcon from '@mui/icons-material/GetApp';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { lazyWithReload, preloadComponent } from '../../platform/chunks';

// The dialog is its own chunk, loaded when the button is first pointed at, focused or pressed.
const ExportDialog = lazyWithReload(() => import('./export/ExportDialog'));
const preload = () => preloadComponent(ExportDialog);

/**
 * Export through the server (`GET <path>/export`, issue 9, issue 43 point 6): the button opens the
 * export dialog, where the user chooses the rows (the current filters, search and sort, or the
 * selected rows) and the columns; the server builds the file, uncapped, with sensitive values
 * masked and cells escaped against formulas, and names it (V25).
 */
export function ServerExportButton({
  def,
  selected = false,
}: {
  /** The resource as the list shows it. */
  def: ResourceDefinition;
  /** The selection's button: the dialog opens with the selected rows chosen. */
  selected?: boolean;
}) {
  const translate = useTranslate();
  const { total } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        disabled={!selected && total === 0}
        startIcon={<DownloadIcon />}
        aria-haspopup="dialog"
        data-testid={selected ? 'export-selected-open' : 'export-open'}
      >
        {translate('ra.action.export')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog def={def} preferSelected={selected} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
