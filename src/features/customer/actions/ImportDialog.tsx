import { useDataProvider, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import { saveFile } from '../../../../dataProvider/download';
import { CUSTOMER_IMPORT_TYPE } from '../../../../dataProvider/methods/customerRecord';
import { API_PATHS } from '../../../../dataProvider/paths';
import { ImportDialog as SharedImportDialog, type ImportDialogTexts } from '../../../components/ImportDialog';
import { downloadErrorMessage } from '../../../registry/list/downloadError';
import { IMPORT_EXTENSIONS } from './importModel';
import { errorText } from './recordActionsModel';

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
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <SharedImportDialog
      texts={TEXTS}
      extensions={IMPORT_EXTENSIONS}
      downloadExample={async () =>
        saveFile(
          await dataProvider.download({
            url: API_PATHS.files.excelExport,
            method: 'POST',
            params: { type: CUSTOMER_IMPORT_TYPE },
            fallbackName: 'customer-import.xlsx',
          }),
        )
      }
      upload={(file, onProgress) => dataProvider.importExcel(file, CUSTOMER_IMPORT_TYPE, onProgress)}
      onImported={() => refresh()}
      errorText={errorText}
      exampleError={downloadErrorMessage}
      onClose={onClose}
    />
  );
}
