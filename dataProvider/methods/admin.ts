import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS, fillPath } from '../paths';
import { emptyAnswer, idSchema, request, unwrapData } from './request';

/** The platforms that are authorised and packaged (`pack.platform`). */
export const MINI_PLATFORMS = ['weapp', 'official', 'tiktok'] as const;
export type MiniPlatform = (typeof MINI_PLATFORMS)[number];

const data = <S extends z.ZodType>(schema: S) => z.preprocess((body) => unwrapData(body), schema);

const urlAnswer = data(z.object({ url: z.string().min(1) }));

/** One platform's authorisation: whether it is granted, its app, the audited and the online version. */
export const miniAppStateSchema = z.object({
  platform: z.enum(MINI_PLATFORMS),
  authorized: z.coerce.boolean(),
  app_id: z.string().nullish(),
  nickname: z.string().nullish(),
  version: z.string().nullish(),
  online_version: z.string().nullish(),
});
export type MiniAppState = z.infer<typeof miniAppStateSchema>;

/** A link of the site (`link/full`): what it opens and its address. */
export const siteLinkSchema = z.object({
  name: z.string(),
  url: z.string(),
  group: z.string().nullish(),
});
export type SiteLink = z.infer<typeof siteLinkSchema>;

/** One entry of the change log (update notes). */
export const changeLogSchema = z.object({
  id: idSchema,
  version: z.string(),
  released_at: z.string(),
  content: z.array(z.string()).default([]),
});
export type ChangeLogEntry = z.infer<typeof changeLogSchema>;

/** A work phone online now (`worker-device/get-online-device`). */
export const onlineDeviceSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone_number: z.string().nullish(),
  worker_name: z.string().nullish(),
  last_online_at: z.string().nullish(),
});
export type OnlineDevice = z.infer<typeof onlineDeviceSchema>;

export interface PackBuildBody {
  platform: MiniPlatform;
  version: string;
  description: string;
}

/** The steps of a package after its build (spec §4); each answers with nothing of interest. */
export type PackStep = 'audit' | 'cancelAudit' | 'cancel' | 'online';

const STEP_PATHS: Readonly<Record<PackStep, string>> = {
  audit: API_PATHS.admin.packAudit,
  cancelAudit: API_PATHS.admin.packCancelAudit,
  cancel: API_PATHS.admin.packCancel,
  online: API_PATHS.admin.packOnline,
};

export function adminMethods(client: AxiosInstance) {
  return {
    /** The authorisation page of a platform (WeChat for weapp and official, TikTok for tiktok). */
    getAuthUrl: (platform: MiniPlatform) =>
      request(
        client,
        'GET',
        platform === 'tiktok' ? API_PATHS.admin.tiktokAuthUrl : API_PATHS.admin.wechatAuthUrl,
        urlAnswer,
        { platform },
      ).then((answer) => answer.url),
    getMiniAppStates: () =>
      request(client, 'GET', API_PATHS.admin.miniAppVersion, data(z.array(miniAppStateSchema))),
    cancelMiniAppOauth: (platform: MiniPlatform) =>
      request(client, 'POST', API_PATHS.admin.cancelOauth, emptyAnswer, { platform }),
    putMiniAppOnline: (platform: MiniPlatform) =>
      request(client, 'POST', API_PATHS.admin.miniAppOnline, emptyAnswer, { platform }),
    buildPack: (body: PackBuildBody) => request(client, 'POST', API_PATHS.admin.packBuild, emptyAnswer, body),
    packStep: (step: PackStep, id: number | string) =>
      request(client, 'PUT', fillPath(STEP_PATHS[step], { id }), emptyAnswer),
    getPackTrialQrcode: (id: number | string) =>
      request(client, 'GET', fillPath(API_PATHS.admin.packTrialQrcode, { id }), urlAnswer).then((a) => a.url),
    /** The site's links for the link tool (spec §7 `GET link/full`). */
    getSiteLinks: () => request(client, 'GET', API_PATHS.customer.linkFull, data(z.array(siteLinkSchema))),
    getChangeLog: () => request(client, 'GET', API_PATHS.admin.changeLog, data(z.array(changeLogSchema))),
    /** Spec §7 `store/trans-customer`: every customer of one store to another; answers how many moved. */
    transferStoreCustomers: (fromStoreId: number | string, toStoreId: number | string) =>
      request(
        client,
        'POST',
        API_PATHS.admin.storeTransCustomer,
        data(z.object({ count: z.coerce.number() })),
        { from_store_id: fromStoreId, to_store_id: toStoreId },
      ).then((a) => a.count),
    deviceGetPhone: (id: number | string) =>
      request(
        client,
        'PUT',
        fillPath(API_PATHS.admin.deviceGetPhone, { id }),
        data(z.object({ phone_number: z.string().nullish() })),
      ).then((a) => a.phone_number ?? null),
    deviceDeletePhone: (id: number | string) =>
      request(client, 'PUT', fillPath(API_PATHS.admin.deviceDeletePhone, { id }), emptyAnswer),
    deviceTest: (id: number | string) =>
      request(
        client,
        'PUT',
        fillPath(API_PATHS.admin.deviceTest, { id }),
        data(z.object({ online: z.coerce.boolean() })),
      ).then((a) => a.online),
    getOnlineDevices: () =>
      request(client, 'GET', API_PATHS.admin.deviceOnline, data(z.array(onlineDeviceSchema))),
  };
}
