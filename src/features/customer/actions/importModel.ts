/** The customer import (spec §5, V20): which files are accepted. */

/** V20: spreadsheets only. */
export const IMPORT_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const;

/** The file input's `accept` (a hint to the picker; the check below is what decides). */
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',');

/** V20: whether a file of that name may be imported (by its extension, any case). */
export function isImportable(name: string): boolean {
  const match = /\.([^.]+)$/.exec(name);
  return !!match && (IMPORT_EXTENSIONS as readonly string[]).includes(match[1].toLowerCase());
}
