import { API_PATHS } from '../../../dataProvider/paths';
import { canAction } from '../../../resources/core/permissions';
import { EXPORT_COUNT_HEADER, exportedRecords } from '../export';
import { exportColumns } from '../exportColumns';
import { scopeList } from '../listScopes';
import { downloadFail } from '../responses';
import type { BespokeHandlers } from '../routing';
import { xlsxResponse } from '../spreadsheet';

/** `客户列表-20261124.xlsx`: the name the client saves the file under (V25). */
export function customerExportName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `客户列表-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.xlsx`;
}

/**
 * `GET customer/export` (spec §7, issue 43): the customers of the list's filters, search, sort and
 * type (or `ids=`) as a real `.xlsx` file named `客户列表-YYYYMMDD.xlsx`, never capped, with the
 * columns of `fields=` (else the list's) in the request's language (exportColumns.ts, as the CSV
 * export of other resources): labels, choice names, store and worker names, formatted dates; phone
 * and WeChat masked without their permission, text cells guarded against formulas. It answers
 * before the generic CSV export of the registry (bespoke handlers come first).
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
        const records = scopeList(def.name, db.list(def.name), search, me);
        const data = await exportedRecords(def, records, search, me.permissions);
        const columns = await exportColumns(db, def, search, lang, me.permissions);
        return xlsxResponse(customerExportName(new Date()), [columns.header, ...data.map(columns.row)], {
          [EXPORT_COUNT_HEADER]: String(data.length),
        });
      }),
    ),
  ];
};

export default customerExport;
