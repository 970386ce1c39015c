import UploadIcon from '@mui/icons-material/Publish';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyWithReload } from '../../../platform/chunks';
import { IfAction } from '../../../platform/IfAction';

/** The import wizard, in its own chunk: loaded when the button is pressed. */
const ImportDialog = lazyWithReload(() => import('./ImportDialog'));

/** "Import" in the customer lists' toolbar (spec §6 action `import` on `user_view`). */
export function ImportButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <IfAction permission="user_view" action="import">
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)} data-testid="import-open">
        {translate('app.customer_actions.import.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </IfAction>
  );
}
