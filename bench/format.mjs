// Number formatting and plain-text tables for the bench's console output.

/** @param {number | null | undefined} bytes */
export const kb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
/** @param {number | null | undefined} bytes */
export const mb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
/** @param {number | null | undefined} value */
export const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
/** @param {number | null | undefined} value */
export const cls = (value) => (value == null ? 'n/a' : value.toFixed(3));
/** @param {number | null | undefined} value */
export const ratio = (value) => (value == null || !Number.isFinite(value) ? 'n/a' : `${value.toFixed(2)}×`);

/**
 * A text table: the first row is the header, underlined.
 * @param {(string | number)[][]} rows
 */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row, index) => {
      const line = row
        .map((cell, column) => String(cell).padEnd(widths[column]))
        .join('  ')
        .trimEnd();
      return index === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
    })
    .join('\n');
}
