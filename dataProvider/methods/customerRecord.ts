import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS, fillPath } from '../paths';
import { idSchema, request, unwrapData } from './request';

/**
 * The record actions of a customer (spec §7 "Customers", issue 10): VIP expiry, one-click copy,
 * same-phone customers, change of binding, revealing the phone / WeChat, and the Excel import
 * (issue 43: rows checked by the app, a dry run, the duplicate rules, per-row verdicts).
 * Method and body shapes the spec leaves open are ours, answered alike by the demo API.
 */

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

/**
 * `PUT customer/change-vip-time/{id} {vip_expire_at: 'YYYY-MM-DD', revision?}` → the customer's new
 * VIP state. `revision` is the customer's as read: a stale one is a 409 (`conflictOf`).
 */
export const vipTimeSchema = z.preprocess(
  unwrapData,
  z.object({ id: idSchema, vip_expire_at: dateSchema, is_vip: z.boolean(), revision: z.number().optional() }),
);
export type VipTime = z.infer<typeof vipTimeSchema>;

/** `GET customer/one-click-copy/{id}` → `{data: {text}}`: the profile text to paste to a client. */
export const copyTextSchema = z.preprocess(
  unwrapData,
  z.object({ text: z.string() }).transform((d) => d.text),
);

/** `GET customer/get-same-phone-list/{id}` → the other customers with the same phone (never the phone itself). */
export const samePhoneCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string().optional(),
  customer_type: z.number().int().optional(),
  worker_name: z.string().nullish(),
});
export type SamePhoneCustomer = z.infer<typeof samePhoneCustomerSchema>;
export const samePhoneListSchema = z.preprocess(unwrapData, z.array(samePhoneCustomerSchema));

/**
 * `POST customer/change-bind {id, worker_id}` (body shape ours): the customer `id` is bound to the
 * worker `worker_id` (a matchmaker or a salesperson of the same site) → `{data: {id, worker_id}}`.
 * `revision` is the customer's as read: a stale one is a 409 (`conflictOf`).
 */
export const changeBindParamsSchema = z.object({
  id: z.number().int().positive(),
  worker_id: z.number().int().positive(),
  revision: z.number().int().positive().optional(),
});
export type ChangeBindParams = z.infer<typeof changeBindParamsSchema>;
const changeBindAnswer = z.preprocess(unwrapData, z.object({ id: idSchema, worker_id: z.number().int() }));

/** `POST customer/view-phone {id}` → `{data: {id, phone}}` (`wechat` for view-wechat; null when none). */
export const SENSITIVE_KEYS = ['phone', 'wechat'] as const;
export type SensitiveKey = (typeof SENSITIVE_KEYS)[number];
const revealSchema = (key: SensitiveKey) =>
  z.preprocess(
    unwrapData,
    z.object({ [key]: z.string().nullish() }).transform((d) => d[key] ?? null),
  );

/** What the import does with a row whose phone is already a customer's or repeats an earlier row. */
export const IMPORT_DUPLICATE_RULES = ['skip', 'update', 'keep'] as const;
export type ImportDuplicateRule = (typeof IMPORT_DUPLICATE_RULES)[number];

/** The customer a duplicate row's phone already belongs to. */
const existingCustomerSchema = z.object({ id: idSchema, number: z.string().nullish(), name: z.string() });

/** A row of the sent file that was not simply created (`row`: 1-based, header excluded). */
export const importRowVerdictSchema = z.object({
  row: z.number().int().positive(),
  status: z.enum(['updated', 'skipped', 'invalid']),
  reason: z.string().optional(),
  existing: existingCustomerSchema.optional(),
});
export type ImportRowVerdict = z.infer<typeof importRowVerdictSchema>;

/**
 * `POST /plugin/house/admin/excel/import` (multipart `file`, `type`, `duplicate`; issue 43) →
 * `{data: {count, created, updated, skipped, invalid, rows}}`: `count` = created + updated, `rows`
 * the rows not simply created, each with its reason in the user's language.
 */
export const importResultSchema = z.preprocess(
  unwrapData,
  z.object({
    count: z.number().int().nonnegative(),
    created: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    invalid: z.number().int().nonnegative(),
    rows: z.array(importRowVerdictSchema),
  }),
);
export type ImportResult = z.infer<typeof importResultSchema>;

/** A row a dry run found not ok: invalid, a customer's phone already, or a repeat of `first_row`. */
export const importDryVerdictSchema = z.object({
  row: z.number().int().positive(),
  status: z.enum(['invalid', 'duplicate', 'repeated']),
  reason: z.string().optional(),
  existing: existingCustomerSchema.optional(),
  first_row: z.number().int().positive().optional(),
});
export type ImportDryVerdict = z.infer<typeof importDryVerdictSchema>;

/** The same call with `dry_run=1`: nothing is written; `{data: {ok, invalid, duplicate, repeated, rows}}`. */
export const importDryRunSchema = z.preprocess(
  unwrapData,
  z.object({
    ok: z.number().int().nonnegative(),
    invalid: z.number().int().nonnegative(),
    duplicate: z.number().int().nonnegative(),
    repeated: z.number().int().nonnegative(),
    rows: z.array(importDryVerdictSchema),
  }),
);
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

/** Options of `importRows`: the duplicate rule, a dry run, cancelling, the upload's share sent (0…1). */
export interface ImportRowsOptions {
  duplicate?: ImportDuplicateRule;
  dryRun?: boolean;
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
}

/** The import call, typed by `dryRun`: a dry run answers what would happen, else what happened. */
export interface ImportRows {
  (file: Blob, type: string, options: ImportRowsOptions & { dryRun: true }): Promise<ImportDryRun>;
  (file: Blob, type: string, options?: ImportRowsOptions & { dryRun?: false }): Promise<ImportResult>;
  (file: Blob, type: string, options?: ImportRowsOptions): Promise<ImportResult | ImportDryRun>;
}

/** The `type` of the Excel import / example-file calls for customers. */
export const CUSTOMER_IMPORT_TYPE = 'customer';

export function customerRecordMethods(client: AxiosInstance) {
  return {
    changeVipTime: (id: number, vipExpireAt: string, revision?: number) =>
      request(client, 'PUT', fillPath(API_PATHS.customer.changeVipTime, { id }), vipTimeSchema, {
        vip_expire_at: dateSchema.parse(vipExpireAt),
        ...(revision === undefined ? {} : { revision }),
      }),
    oneClickCopy: (id: number) =>
      request(client, 'GET', fillPath(API_PATHS.customer.oneClickCopy, { id }), copyTextSchema),
    samePhoneCustomers: (id: number) =>
      request(client, 'GET', fillPath(API_PATHS.customer.samePhoneList, { id }), samePhoneListSchema),
    changeBind: (params: ChangeBindParams) =>
      request(
        client,
        'POST',
        API_PATHS.customer.changeBind,
        changeBindAnswer,
        changeBindParamsSchema.parse(params),
      ),
    /** The full phone or WeChat of a customer (recorded by the server as a key record). */
    revealCustomerValue: (id: number, key: SensitiveKey) =>
      request(
        client,
        'POST',
        key === 'phone' ? API_PATHS.customer.viewPhone : API_PATHS.customer.viewWechat,
        revealSchema(key),
        { id },
      ),
    /**
     * Sends a file of rows the app has checked (a clean CSV of field keys, issue 43) to the import.
     * A cancelled call rejects with axios' `CanceledError` (`axios.isCancel`).
     */
    importRows: importRowsOf(client),
    /** Sends a spreadsheet as it is (an `.xls` the app cannot read) to the import. */
    importExcel: (file: File, type: string, onProgress?: (share: number) => void) =>
      importRowsOf(client)(file, type, { onProgress }),
  };
}

function importRowsOf(client: AxiosInstance): ImportRows {
  async function importRows(
    file: Blob,
    type: string,
    { duplicate, dryRun, signal, onProgress }: ImportRowsOptions = {},
  ): Promise<ImportResult | ImportDryRun> {
    const form = new FormData();
    // A Blob without a name is sent as `rows.csv`: the server reads it as CSV.
    form.append('file', file, file instanceof File ? file.name : 'rows.csv');
    form.append('type', type);
    if (duplicate) form.append('duplicate', duplicate);
    if (dryRun) form.append('dry_run', '1');
    const response = await client.post<unknown>(API_PATHS.files.excelImport, form, {
      signal,
      onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : (e.progress ?? 0)),
    });
    return dryRun ? importDryRunSchema.parse(response.data) : importResultSchema.parse(response.data);
  }
  return importRows as ImportRows;
}
