import { API_PATHS } from '../../../dataProvider/paths';
import { readBody } from '../responses';
import type { BespokeHandlers } from '../routing';

/**
 * The spreadsheet import (spec §7, V20, E07, issue 43); the answers load with the first call
 * (`../import/`: the label catalogues and the spreadsheet model stay out of the demo API's chunk).
 *
 * `POST /plugin/house/admin/excel/import` (multipart `file`, `type`, `duplicate`, `dry_run`): with
 * `import` on the type's permission (`user_view`), reads the clean CSV the wizard sends or a raw
 * `.csv` / `.xlsx` whose header has keys or labels in either language, checks every row with the
 * customer schema and answers each row's verdict (created, updated, skipped, invalid), or with
 * `dry_run=1` what would happen. A file refused whole answers 422 `{ code, text }`.
 *
 * `POST /plugin/house/admin/excel/export {type}`: the example file in the request's language.
 */
const excelImport: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'post',
    API_PATHS.files.excelImport,
    authed(async ({ request, me, lang }) => {
      const form = await request.formData().catch(() => undefined);
      const { answerImport } = await import('../import/handle');
      return answerImport({ db, me, lang }, form);
    }),
  ),
  route(
    'post',
    API_PATHS.files.excelExport,
    authed(async ({ request, me, lang }) => {
      const body = await readBody(request);
      const { answerExample } = await import('../import/handle');
      return answerExample({ db, me, lang }, body?.type);
    }),
  ),
];

export default excelImport;
