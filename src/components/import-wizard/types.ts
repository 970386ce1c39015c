import type { ReactNode } from 'react';
import type { ResourceDefinition } from '../../../resources/core/define';
import type { ResourceCatalogue } from '../../../i18n/types';
import type { AreaRow } from '../../platform/spreadsheet/areas';
import type {
  ImportDryRun,
  ImportDuplicateRule,
  ImportResult,
} from '../../../dataProvider/methods/customerRecord';

/** The i18n keys of the texts the spec fixes for an import (they stay with the import using the wizard). */
export interface ImportWizardTexts {
  /** The dialog's title. */
  title: string;
  /** V20: the file is not a spreadsheet. */
  wrongType: string;
}

/**
 * The import wizard's inputs: the resource (its `import` block), its labels, and the calls it makes,
 * given by the feature that uses it (the wizard holds no data provider).
 */
export interface ImportWizardProps {
  def: ResourceDefinition;
  catalogue: ResourceCatalogue;
  texts: ImportWizardTexts;
  /** Downloads the server's example file (the import template). */
  downloadExample(): Promise<void>;
  /** What a failed example download says. */
  exampleError(error: unknown): ReactNode;
  /** The areas under `parent` (the provinces when none), to turn area names into codes. */
  loadAreaChildren(parent?: string): Promise<readonly AreaRow[]>;
  /** The server's dry run of a clean file: nothing is written. */
  check(file: File, signal: AbortSignal): Promise<ImportDryRun>;
  /** Imports a clean file (one batch). */
  importRows(file: File, duplicate: ImportDuplicateRule, signal: AbortSignal): Promise<ImportResult>;
  /** Sends a file the browser cannot read (.xls) to the server as it is. */
  importRaw(file: File): Promise<ImportResult>;
  /** The text of a failed call (the server's text, E07). */
  errorText(error: unknown): string;
  /** Once rows were written: the caller says so and refreshes its lists. */
  onImported(outcome: { created: number; updated: number }): void;
  onClose(): void;
}
