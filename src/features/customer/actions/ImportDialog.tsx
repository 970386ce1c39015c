import { useNotify, useRefresh } from 'react-admin';
import { resourceCatalogues } from '../../../../i18n/resourceMessages';
import { ImportWizard } from '../../../components/import-wizard/ImportWizard';
import { failureText, useAppMutation } from '../../../platform/mutations';
import { useResourceDefinitionOf } from '../../../platform/useResourceDefinition';
import { downloadErrorMessage } from '../../../registry/list/downloadError';
import { recordWrites, useImportExample, useLoadAreaChildren } from '../api';

const TEXTS = {
  title: 'app.customer_actions.import.title',
  wrongType: 'app.customer_actions.import.wrong_type',
} as const;

/**
 * The customer import (spec §5 V20, §8 E07, issue 43) on the import wizard: its calls are the
 * customer api's (the template, the area levels, the dry run, the batches, an .xls as it is); the
 * wizard says each failure in place, and once rows were written, "导入成功" and the list refreshed.
 * Loaded when the Import button is pressed (its own chunk).
 */
export default function ImportDialog({ onClose }: { onClose(): void }) {
  const def = useResourceDefinitionOf('customer');
  const notify = useNotify();
  const refresh = useRefresh();
  const downloadExample = useImportExample();
  const loadAreaChildren = useLoadAreaChildren();
  // The wizard shows each failure in place (E07), with its retry.
  const quiet = { notifyError: false } as const;
  const check = useAppMutation(recordWrites.importCheck, quiet);
  const batch = useAppMutation(recordWrites.importRows, quiet);
  const raw = useAppMutation(recordWrites.import, quiet);
  return (
    <ImportWizard
      def={def}
      catalogue={resourceCatalogues[def.name]}
      texts={TEXTS}
      downloadExample={downloadExample}
      exampleError={downloadErrorMessage}
      loadAreaChildren={loadAreaChildren}
      check={(file, signal) => check.mutateAsync({ file, signal })}
      importRows={(file, duplicate, signal) => batch.mutateAsync({ file, duplicate, signal })}
      importRaw={(file) => raw.mutateAsync({ file })}
      errorText={failureText}
      onImported={() => {
        notify('app.customer_actions.import.success', { type: 'success' });
        refresh();
      }}
      onClose={onClose}
    />
  );
}
