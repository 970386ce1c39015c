import { HttpResponse } from 'msw';
import { CUSTOMER_IMPORT_TYPE as CUSTOMER } from '../../../dataProvider/methods/customerRecord';
import { API_PATHS } from '../../../dataProvider/paths';
import type { ResourceDefinition } from '../../../resources/core/define';
import { canAction } from '../../../resources/core/permissions';
import { writeSchema } from '../crud';
import type { DemoDb } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import { zodErrorMap, type Lang } from '../messages';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { isUpload, kindOf, readRows, xlsxResponse, type SheetRows } from '../spreadsheet';

const ACCEPTED = new Set(['xlsx', 'xls', 'csv']);
/** The most rows one file may add (a bigger file is refused whole). */
const MAX_ROWS = 2000;
/** The columns of the example file, in order (`name` required, the rest optional). */
const EXAMPLE_COLUMNS = ['name', 'gender', 'phone', 'wechat', 'age', 'height', 'area', 'remark'] as const;
const EXAMPLE_ROW = ['张小雨', 0, '13912345678', 'zxy_2024', 28, 163, '上海市', '示例行，导入前请删除'];

const TEXTS = {
  noFile: { zh_CN: '请选择要导入的文件', en: 'Please choose a file to import' },
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
  noName: { zh_CN: '缺少必填列：name', en: 'The required column "name" is missing' },
  empty: { zh_CN: '文件中没有可导入的数据', en: 'The file holds no rows to import' },
  tooMany: { zh_CN: `单次最多导入 ${MAX_ROWS} 行`, en: `At most ${MAX_ROWS} rows per import` },
  row: { zh_CN: '第 %{row} 行：%{text}', en: 'Row %{row}: %{text}' },
} as const satisfies Record<string, Record<Lang, string>>;

const say = (lang: Lang, key: keyof typeof TEXTS, values: Record<string, string | number> = {}) =>
  TEXTS[key][lang].replace(/%\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** A text cell as the field's type: numbers for number and numeric-choice fields, booleans for booleans. */
function coerce(def: ResourceDefinition, name: string, raw: string): unknown {
  const info = def.fieldMap[name];
  if (!info) return raw;
  const numeric = info.kind === 'number' || (info.choices?.every((c) => typeof c === 'number') ?? false);
  if (numeric && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (info.kind === 'boolean') return /^(1|true|是|yes)$/i.test(raw);
  return raw;
}

type Parsed = { values: Record<string, unknown>[] } | { error: string };

/** The rows as customers to add (header row = field names), each checked with the customer schema. */
function parseCustomers(def: ResourceDefinition, rows: SheetRows, lang: Lang): Parsed {
  const [header = [], ...body] = rows;
  const columns = header.map((h) => h.trim());
  if (!columns.includes('name')) return { error: say(lang, 'noName') };
  if (body.length === 0) return { error: say(lang, 'empty') };
  if (body.length > MAX_ROWS) return { error: say(lang, 'tooMany') };
  const schema = writeSchema(def, 'create');
  const known = new Set(Object.keys(schema.shape));
  const values: Record<string, unknown>[] = [];
  for (const [index, row] of body.entries()) {
    const input: Record<string, unknown> = {};
    columns.forEach((name, i) => {
      const raw = row[i] ?? '';
      if (known.has(name) && raw !== '') input[name] = coerce(def, name, raw);
    });
    const result = schema.safeParse(input, { error: zodErrorMap(lang) });
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? `${String(issue.path[0])} ` : '';
      return { error: say(lang, 'row', { row: index + 2, text: `${where}${issue?.message ?? ''}`.trim() }) };
    }
    values.push(
      Object.fromEntries(
        Object.entries(result.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
      ),
    );
  }
  return { values };
}

function addCustomers(db: DemoDb, me: DemoIdentity, values: Record<string, unknown>[]): number {
  const storeId = me.worker?.store_id ?? me.account?.worker.store_id;
  for (const v of values) db.create('customer', { store_id: storeId, ...v }, actorName(me));
  return values.length;
}

const canImport = (me: DemoIdentity) => canAction(['user_view'], me.permissions, me.actions, 'import');

/**
 * `POST /plugin/house/admin/excel/import` (multipart `file`, `type`; spec §7, V20, E07): with
 * `user_view` + import, reads a `.csv` or `.xlsx` whose first row names the customer fields, checks
 * every row with the customer schema and adds them all (or none) → `{ data: { count } }`. A file of
 * another kind, an unreadable or invalid one answers 422 `{ code, text }` (the row is named).
 *
 * `POST /plugin/house/admin/excel/export {type}`: the example file, `客户导入模板.xlsx`.
 */
const excelImport: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    API_PATHS.files.excelImport,
    authed(async ({ request, me, lang }) => {
      if (!canImport(me)) return fail(403, lang, 'forbidden');
      const form = await request.formData().catch(() => undefined);
      const file = form?.get('file');
      if (!isUpload(file)) return errorResponse(422, say(lang, 'noFile'));
      if (form?.get('type') !== CUSTOMER) return errorResponse(422, say(lang, 'unknownType'));
      const ext = await kindOf(file);
      if (!ACCEPTED.has(ext)) return errorResponse(422, say(lang, 'wrongType'));
      if (ext === 'xls') return errorResponse(422, say(lang, 'xls'));
      const def = db.resources.find((r) => r.name === 'customer');
      const rows = await readRows(file, ext);
      if (!def || !rows) return errorResponse(422, say(lang, 'unreadable'));
      const parsed = parseCustomers(def, rows, lang);
      if ('error' in parsed) return errorResponse(422, parsed.error);
      return HttpResponse.json({ data: { count: addCustomers(db, me, parsed.values) } });
    }),
  ),
  route(
    'post',
    API_PATHS.files.excelExport,
    authed(async ({ request, me, lang }) => {
      if (!canImport(me)) return fail(403, lang, 'forbidden');
      const body = await readBody(request);
      if (body?.type !== CUSTOMER) return errorResponse(422, say(lang, 'unknownType'));
      return xlsxResponse('客户导入模板.xlsx', [[...EXAMPLE_COLUMNS], EXAMPLE_ROW]);
    }),
  ),
];

export default excelImport;
