import type { ResourceDefinition } from '../../../resources/core/define';
import type { FieldInfo } from '../../../resources/core/reader';
import { CELL_HEIGHTS, cellHeightOf, type CellHeight } from '../cellStyles';

/** The list's columns: declared ones, else every field that is not hidden. */
export function columnsOf(def: ResourceDefinition): FieldInfo[] {
  const names = def.list?.columns ?? def.fieldInfo.filter((f) => !f.meta.hidden).map((f) => f.name);
  return names.map((n) => def.fieldMap[n]).filter((f): f is FieldInfo => !!f && !f.meta.hidden);
}

export const isNumeric = (info: FieldInfo) => info.widget === 'number' || info.widget === 'money';

/** Vertical padding of a small table cell (MUI: 6px twice) and its bottom border. */
const CELL_CHROME = 2 * 6 + 1;
/** A row with a selection checkbox: MUI's 42px checkbox in a `padding="checkbox"` cell, border. */
const CHECKBOX_ROW = 43;
/** The header row: its label line with the sort arrow, or the select-all checkbox, fixed. */
export const HEADER_HEIGHT = 39;

export interface TableShape {
  columns: readonly FieldInfo[];
  bulk: boolean;
  actions: boolean;
}

/**
 * Every row of a generated table has the height of its tallest cell kind, so rows never grow as
 * data arrives and the loading skeleton can take the final height.
 */
export function rowHeightOf({ columns, bulk, actions }: TableShape): number {
  const kinds: CellHeight[] = columns.map(cellHeightOf);
  if (actions) kinds.push('button');
  const content = Math.max(...kinds.map((kind) => CELL_HEIGHTS[kind])) + CELL_CHROME;
  return Math.max(content, bulk ? CHECKBOX_ROW : 0);
}

/** Whether a row has an actions column (edit button, record actions). */
export const hasRowActions = (def: ResourceDefinition) => def.can('edit') || !!def.recordActions?.length;
