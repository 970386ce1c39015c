import { defineFeatureMessages } from '../types';

/**
 * Strings of a list's export dialog (`app.export_dialog.*`, issue 43 point 6): which rows, which
 * columns, the progress of a long export. `%{rows}` is the row count already formatted (5,200).
 */
export default defineFeatureMessages({
  'en-US': {
    title: 'Export',
    rows: 'Rows',
    scope_filtered: 'The only row of the current filters |||| All %{rows} rows of the current filters',
    scope_filtered_unknown: 'All rows of the current filters',
    scope_selected: 'The selected row |||| The %{rows} selected rows',
    columns: 'Columns (%{chosen} of %{all})',
    more_fields: 'More fields',
    select_all: 'Select all',
    select_none: 'Select none',
    none_chosen: 'Choose at least one column to export.',
    masked: '(masked)',
    masked_hint: 'Columns marked masked are exported as you see them in the list.',
    running: 'Exporting %{rows} row… |||| Exporting %{rows} rows…',
    running_unknown: 'Exporting…',
    submit: 'Export',
    cancel: 'Cancel',
  },
  'zh-CN': {
    title: '导出',
    rows: '导出范围',
    scope_filtered: '当前筛选的 %{rows} 条',
    scope_filtered_unknown: '当前筛选的全部数据',
    scope_selected: '所选的 %{rows} 条',
    columns: '导出列（已选 %{chosen}/%{all}）',
    more_fields: '更多字段',
    select_all: '全选',
    select_none: '全不选',
    none_chosen: '请至少选择一列再导出。',
    masked: '（脱敏）',
    masked_hint: '标有“脱敏”的列按列表中看到的样子导出。',
    running: '正在导出 %{rows} 行…',
    running_unknown: '正在导出…',
    submit: '导出',
    cancel: '取消',
  },
});
