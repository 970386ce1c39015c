import { API_PATHS } from '../../../dataProvider/paths';
import { canAction } from '../../../resources/core/permissions';
import { cell, EXPORT_COUNT_HEADER, FORMULA_START } from '../export';
import { scopeList } from '../listScopes';
import { queryList } from '../query';
import { downloadFail } from '../responses';
import type { BespokeHandlers } from '../routing';
import { present, readerFor } from '../sensitive';
import { xlsxResponse } from '../spreadsheet';

/** `客户列表-20261124.xlsx`: the name the client saves the file under (V25). */
export function customerExportName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `客户列表-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.xlsx`;
}

/** A text cell that a spreadsheet could run as a formula is prefixed with `'` (as in the CSV export). */
function safeCell(value: unknown): string | number | boolean | null {
  const v = cell(value);
  if (v === undefined || v === null) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  const s = String(v);
  return FORMULA_START.test(s) ? `'${s}` : s;
}

/**
 * `GET customer/export` (spec §7): the customers of the list's filters, search, sort and type (or
 * `ids=`) as a real `.xlsx` file named `客户列表-YYYYMMDD.xlsx`, never capped, phone and WeChat masked
 * without their permission, text cells guarded against formulas. It answers before the generic
 * CSV export of the registry (bespoke handlers come first); other resources keep the CSV one.
 */
const customerExport: BespokeHandlers = ({ db, route, authed }) => {
  const def = db.resources.find((r) => r.name === 'customer');
  // A demo API without customers (a test's own registry) leaves the path to other handlers.
  if (!def?.can('export')) return [];
  return [
    route(
      'get',
      API_PATHS.customer.export,
      authed(async ({ request, me, lang }) => {
        if (!canAction(def.access?.export, me.permissions, me.actions, 'export'))
          return downloadFail(403, lang, 'forbidden');
        const search = new URL(request.url).searchParams;
        search.set(def.api.paging?.page ?? 'page', '0');
        const records = scopeList(def.name, db.list(def.name), search, me);
        const { data } = queryList(def, records, search, readerFor(def, me.permissions));
        const fields = def.fieldInfo.map((f) => f.name);
        const rows = data
          .map((r) => present(def, r, me.permissions))
          .map((r) => fields.map((name) => safeCell(r[name])));
        return xlsxResponse(customerExportName(new Date()), [fields, ...rows], {
          [EXPORT_COUNT_HEADER]: String(data.length),
        });
      }),
    ),
  ];
};

export default customerExport;
