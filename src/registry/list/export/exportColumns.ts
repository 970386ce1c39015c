import type { ResourceDefinition } from '../../../../resources/core/define';
import type { FieldInfo } from '../../../../resources/core/reader';
import { columnsOf } from '../columns';

/** A column the export dialog offers. */
export interface ExportColumn {
  name: string;
  /** One of the list's columns (they come first, in the list's order). */
  listed: boolean;
  /** The permission without which the server masks the column's values (phone, WeChat). */
  permission: string | undefined;
}

/** A field a person can read in a file: not a secret (write-only) and not one kept out of sight. */
const readable = (info: FieldInfo) => info.widget !== 'password' && !info.meta.hidden;

/**
 * The columns a list can export: its own columns in their order, then the resource's other
 * readable fields in the schema's order. Two fields with the same label are one thing to a person
 * (a customer's area names and its area codes are both "Area"): only the first is offered.
 */
export function exportColumnsOf(def: ResourceDefinition, labelOf: (name: string) => string): ExportColumn[] {
  const listed = columnsOf(def).filter(readable);
  const listedNames = new Set(listed.map((info) => info.name));
  const others = def.fieldInfo.filter((info) => readable(info) && !listedNames.has(info.name));
  const labels = new Set<string>();
  const columns: ExportColumn[] = [];
  for (const info of [...listed, ...others]) {
    const label = labelOf(info.name);
    if (labels.has(label)) continue;
    labels.add(label);
    columns.push({ name: info.name, listed: listedNames.has(info.name), permission: info.meta.permission });
  }
  return columns;
}

/** The names of the chosen columns in the order the dialog shows them (the file's column order). */
export function inShownOrder(columns: readonly ExportColumn[], chosen: ReadonlySet<string>): string[] {
  return columns.filter((column) => chosen.has(column.name)).map((column) => column.name);
}

/** The list's own columns: what an export holds until the user chooses others. */
export function defaultColumns(columns: readonly ExportColumn[]): string[] {
  return columns.filter((column) => column.listed).map((column) => column.name);
}
