import { ImportDialog as SharedImportDialog, type ImportDialogTexts } from '../../../components/ImportDialog';
import { failureText, useAppMutation } from '../../../platform/mutations';
import { downloadErrorMessage } from '../../../registry/list/downloadError';
import { recordWrites, useImportExample } from '../api';
import { IMPORT_EXTENSIONS } from './importModel';

const TEXTS: ImportDialogTexts = {
  title: 'app.customer_actions.import.title',
  hint: 'app.customer_actions.import.hint',
  example: 'app.customer_actions.import.example',
  choose: 'app.customer_actions.import.choose',
  chosen: 'app.customer_actions.import.chosen',
  wrongType: 'app.customer_actions.import.wrong_type',
  running: 'app.customer_actions.import.running',
  submit: 'app.customer_actions.import.submit',
  cancel: 'app.customer_actions.cancel',
  success: 'app.customer_actions.import.success',
};

/**
 * The customer import (spec §5 V20, §8 E07) on the shared import dialog: the example file, a
 * spreadsheet chosen (anything but .xlsx/.xls/.csv refused before any request), the upload's
 * progress, "导入成功" and the list refreshed; a failure shows the server's text and the button is
 * usable again, the file kept.
 */
export function ImportDialog({ onClose }: { onClose(): void }) {
  const downloadExample = useImportExample();
  // The shared dialog says the outcome: its success text, the failure in place with the file kept.
  const importWrite = useAppMutation(recordWrites.import, { notifyError: false });
  return (
    <SharedImportDialog
      texts={TEXTS}
      extensions={IMPORT_EXTENSIONS}
      downloadExample={downloadExample}
      upload={(file, onProgress) => importWrite.mutateAsync({ file, onProgress })}
      errorText={failureText}
      exampleError={downloadErrorMessage}
      onClose={onClose}
    />
  );
}
