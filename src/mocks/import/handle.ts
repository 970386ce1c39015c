/**
 * The answers of the import calls (issue 43), loaded with the first import or example file (not with
 * the demo API: they bring the label catalogues and the spreadsheet model): `excel/import` and the
 * example file of `excel/export`.
 */
import { HttpResponse } from 'msw';
import {
  IMPORT_DUPLICATE_RULES,
  type ImportDuplicateRule,
} from '../../../dataProvider/methods/customerRecord';
import type { ResourceDefinition } from '../../../resources/core/define';
import type { ResourceCatalogue } from '../../../i18n/types';
import { canAction } from '../../../resources/core/permissions';
import type { HookContext } from '../crudHooks';
import { errorResponse, fail } from '../responses';
import { isUpload, workbookResponse } from '../spreadsheet';
import { exampleWorkbook } from './example';
import { readImportSheet } from './rows';
import { say } from './texts';
import { dryRun, importRows, type ImportRun } from './verdicts';

const may = ({ me }: HookContext, def: ResourceDefinition, action: 'import' | 'edit') =>
  canAction([def.import?.permission ?? ''], me.permissions, me.actions, action);

/**
 * The resource an import `type` names, with its label catalogue, or the refusal: 403 to a user who
 * may import nothing (before anything sent is read) or not this, 422 for an unknown type.
 */
async function importable(
  ctx: HookContext,
  type: unknown,
): Promise<{ def: ResourceDefinition; catalogue: ResourceCatalogue } | Response> {
  const defs = ctx.db.resources.filter((r) => r.import);
  if (!defs.some((d) => may(ctx, d, 'import'))) return fail(403, ctx.lang, 'forbidden');
  const def = defs.find((r) => r.import?.type === type);
  const { resourceCatalogues } = await import('../../../i18n/resourceMessages');
  const catalogue = def && resourceCatalogues[def.name];
  if (!def || !catalogue) return errorResponse(422, say(ctx.lang, 'unknownType'));
  return may(ctx, def, 'import') ? { def, catalogue } : fail(403, ctx.lang, 'forbidden');
}

const isRule = (value: unknown): value is ImportDuplicateRule =>
  (IMPORT_DUPLICATE_RULES as readonly unknown[]).includes(value);

/**
 * `POST excel/import` (multipart `file`, `type`, `duplicate` = skip | update | keep, `dry_run` = 1):
 * 422 `{code, text}` for a file refused whole, else the verdicts (a dry run writes nothing).
 */
export async function answerImport(ctx: HookContext, form: FormData | undefined): Promise<Response> {
  const { db, me, lang } = ctx;
  const found = await importable(ctx, form?.get('type'));
  if (found instanceof Response) return found;
  const { def, catalogue } = found;
  const file = form?.get('file');
  if (!isUpload(file)) return errorResponse(422, say(lang, 'noFile'));
  const rule = form?.get('duplicate') ?? 'skip';
  if (!isRule(rule)) return errorResponse(422, say(lang, 'badDuplicate'));
  const sheet = await readImportSheet(db, def, catalogue, file, lang);
  if ('error' in sheet) return errorResponse(422, sheet.error);
  // Customers a user adds belong to that user's store (as an added customer always did).
  const store = me.worker?.store_id ?? me.account?.worker.store_id;
  const run: ImportRun = {
    ctx,
    def,
    sheet,
    duplicate: rule,
    canEdit: may(ctx, def, 'edit'),
    defaults: store === undefined ? {} : { store_id: store },
  };
  const data = form?.get('dry_run') === '1' ? await dryRun(run) : await importRows(run);
  return HttpResponse.json({ data });
}

/** `POST excel/export {type}`: the example file in the request's language. */
export async function answerExample(ctx: HookContext, type: unknown): Promise<Response> {
  const found = await importable(ctx, type);
  if (found instanceof Response) return found;
  const { name, sheets } = exampleWorkbook(found.def, found.catalogue, ctx.lang);
  return workbookResponse(name, sheets);
}
