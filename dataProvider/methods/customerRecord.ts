import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS, fillPath } from '../paths';
import { idSchema, request, unwrapData } from './request';

/**
 * The record actions of a customer (spec §7 "Customers", issue 10): VIP expiry, one-click copy,
 * same-phone customers, change of binding, revealing the phone / WeChat, and the Excel import.
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

/** `POST /plugin/house/admin/excel/import` (multipart `file`, `type`) → `{data: {count}}` rows added. */
export const importAnswerSchema = z.preprocess(
  unwrapData,
  z.object({ count: z.number().int().nonnegative() }).transform((d) => d.count),
);
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
    /** Sends a spreadsheet to the import; `onProgress` gets the upload's share sent (0…1). */
    importExcel: async (file: File, type: string, onProgress?: (share: number) => void) => {
      const form = new FormData();
      form.append('file', file);
      form.append('type', type);
      const response = await client.post<unknown>(API_PATHS.files.excelImport, form, {
        onUploadProgress: (e) => onProgress?.(e.total ? e.loaded / e.total : (e.progress ?? 0)),
      });
      return importAnswerSchema.parse(response.data);
    },
  };
}
