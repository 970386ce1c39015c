import type { ImportField } from '../../platform/spreadsheet/fields';

/** What keeps a mapping from being used: a field chosen for several columns, a required one for none. */
export interface MappingProblems {
  /** Each field chosen more than once, with its columns (0-based). */
  twice: { field: ImportField; columns: number[] }[];
  /** The required fields no column fills. */
  missing: ImportField[];
}

export function mappingProblems(
  mapping: readonly (string | null)[],
  fields: readonly ImportField[],
): MappingProblems {
  const columnsOf = new Map<string, number[]>();
  mapping.forEach((name, column) => {
    if (name) columnsOf.set(name, [...(columnsOf.get(name) ?? []), column]);
  });
  return {
    twice: fields.flatMap((field) => {
      const columns = columnsOf.get(field.name) ?? [];
      return columns.length > 1 ? [{ field, columns }] : [];
    }),
    missing: fields.filter((field) => field.required && !columnsOf.has(field.name)),
  };
}

/** A few of a column's values to recognise it by: the first distinct non-empty ones. */
export function samplesOf(rows: readonly (readonly string[])[], column: number, count = 3): string[] {
  const samples: string[] = [];
  for (const row of rows) {
    const value = row[column]?.trim();
    if (value && !samples.includes(value)) samples.push(value);
    if (samples.length === count) break;
  }
  return samples;
}
