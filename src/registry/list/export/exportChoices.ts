import { z } from 'zod';
import { withStorage } from '../../../platform/userStorage';

/** Which rows an export holds: every row of the current filters, or the selected ones. */
export type ExportScope = 'filtered' | 'selected';

/** What a user last chose in the export dialog of one list. */
export interface ExportChoices {
  fields: readonly string[];
  scope: ExportScope;
}

const choicesSchema = z.object({
  fields: z.array(z.string()),
  scope: z.enum(['filtered', 'selected']),
});

/**
 * The localStorage key of a user's export choices for one list: outside react-admin's store, which
 * every logout resets, one key per user, like the saved filter views (userStorage.ts, issue 40).
 * A list is its resource and the address it is shown at: the customer life-cycle lists are lists
 * of one resource, each at its own address.
 */
export function exportChoicesKey(userId: string | number, resource: string, path: string): string {
  return `blind.export.${userId}.${resource}@${path}`;
}

/** The user's last choices for the list, if any were kept and still read (a damaged entry reads as none). */
export function readExportChoices(key: string): ExportChoices | undefined {
  let found: ExportChoices | undefined;
  // Refused storage or text that is not JSON: as if nothing had been kept.
  withStorage('localStorage', (storage) => {
    const raw = storage.getItem(key);
    const parsed = raw === null ? undefined : choicesSchema.safeParse(JSON.parse(raw));
    if (parsed?.success) found = parsed.data;
  });
  return found;
}

/** Keeps the user's choices for the list (a full or refused storage keeps nothing). */
export function writeExportChoices(key: string, choices: ExportChoices): void {
  withStorage('localStorage', (storage) => storage.setItem(key, JSON.stringify(choices)));
}
