/** The texts of the demo API's spreadsheet import and its example file (issue 43), in both languages. */
import type { Lang } from '../messages';

/** The most rows one file may hold (a bigger file is refused whole). */
export const MAX_ROWS = 10_000;

const TEXTS = {
  noFile: { zh_CN: '请选择要导入的文件', en: 'Please choose a file to import' },
  // V20: the same text as the app's own check of the file's kind.
  wrongType: {
    zh_CN: '仅支持导入 xlsx、xls、csv 格式的文件',
    en: 'Only xlsx, xls or csv files can be imported',
  },
  xls: {
    zh_CN: '演示环境无法读取 .xls 文件，请另存为 .xlsx 或 .csv 后重试',
    en: 'The demo cannot read .xls files: save it as .xlsx or .csv and try again',
  },
  unreadable: { zh_CN: '文件无法解析，请检查文件内容', en: 'The file could not be read: check its content' },
  unknownType: { zh_CN: '不支持的导入类型', en: 'Unknown import type' },
  badDuplicate: {
    zh_CN: '重复数据的处理方式只能是 skip、update 或 keep',
    en: 'The duplicate rule must be skip, update or keep',
  },
  missingColumn: { zh_CN: '缺少必填列：%{label}', en: 'The required column "%{label}" is missing' },
  empty: { zh_CN: '文件中没有可导入的数据', en: 'The file holds no rows to import' },
  tooMany: { zh_CN: `单次最多导入 ${MAX_ROWS} 行`, en: `At most ${MAX_ROWS} rows per import` },
  // A row's problem: the field's label, then what is wrong with its value.
  fieldProblem: { zh_CN: '%{label}：%{text}', en: '%{label}: %{text}' },
  problemJoin: { zh_CN: '；', en: '; ' },
  existingPhone: {
    zh_CN: '手机号已是客户 %{number} 的',
    en: 'Phone already belongs to customer %{number}',
  },
  repeatedPhone: { zh_CN: '与第 %{row} 行手机号重复', en: 'Same phone as row %{row}' },
  noEdit: {
    zh_CN: '手机号已是客户 %{number} 的，您没有修改客户的权限',
    en: 'Phone already belongs to customer %{number}, and you may not edit customers',
  },
  // The example file (`excel/export`).
  exampleName: { zh_CN: '客户导入模板.xlsx', en: 'customer-import-template.xlsx' },
  exampleSheet: { zh_CN: '客户', en: 'Customers' },
  guideSheet: { zh_CN: '填写说明', en: 'Column guide' },
  guideColumn: { zh_CN: '列名', en: 'Column' },
  guideRequired: { zh_CN: '是否必填', en: 'Required' },
  guideValues: { zh_CN: '可填写的值', en: 'Allowed values' },
  required: { zh_CN: '必填', en: 'Required' },
  optional: { zh_CN: '选填', en: 'Optional' },
  listJoin: { zh_CN: '、', en: ', ' },
  anyText: { zh_CN: '任意文字', en: 'Any text' },
  maxLength: { zh_CN: '最多 %{max} 个字', en: 'At most %{max} characters' },
  integerRange: { zh_CN: '%{min} 到 %{max} 之间的整数', en: 'A whole number from %{min} to %{max}' },
  integerMin: { zh_CN: '不小于 %{min} 的整数', en: 'A whole number of at least %{min}' },
  integerMax: { zh_CN: '不大于 %{max} 的整数', en: 'A whole number of at most %{max}' },
  integer: { zh_CN: '整数', en: 'A whole number' },
  numberRange: { zh_CN: '%{min} 到 %{max} 之间的数字', en: 'A number from %{min} to %{max}' },
  numberMin: { zh_CN: '不小于 %{min} 的数字', en: 'A number of at least %{min}' },
  numberMax: { zh_CN: '不大于 %{max} 的数字', en: 'A number of at most %{max}' },
  number: { zh_CN: '数字', en: 'A number' },
  date: { zh_CN: '日期，格式 YYYY-MM-DD，如 2024-03-05', en: 'A date as YYYY-MM-DD, e.g. 2024-03-05' },
  phone: {
    zh_CN: '11 位手机号，可带 +86 和空格，如 13912345678',
    en: 'An 11-digit mobile number (+86 and spaces allowed), e.g. 13912345678',
  },
  area: {
    zh_CN: '从省份写起的地区名称，如 上海市 或 广东省深圳市南山区',
    en: 'The area names from the province down, e.g. 上海市 or 广东省深圳市南山区',
  },
  boolean: { zh_CN: '是 或 否', en: 'Yes or No' },
  exampleRemark: { zh_CN: '示例行，导入前请删除', en: 'Example row: delete it before importing' },
} as const satisfies Record<string, Record<Lang, string>>;

export type ImportTextKey = keyof typeof TEXTS;

/** A text of the import in a language, its `%{name}` placeholders filled. */
export function say(lang: Lang, key: ImportTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
