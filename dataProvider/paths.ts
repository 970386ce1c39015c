/**
 * Every non-CRUD API path of spec §7, declared once. Paths are absolute (the love plugin's admin
 * prefix written out) and use `:name` placeholders, so the same string is a msw route pattern in
 * the demo API and, through `fillPath`, a request URL in the dataProvider.
 */
const LOVE = '/plugin/love/admin';

export const API_PATHS = {
  session: {
    self: '/admin/user/self',
    config: '/admin/user/config',
    loginByPassword: `${LOVE}/login/by-password`,
    /** The admin module's own password login (same body and answer as `loginByPassword`). */
    adminLogin: '/admin/user/login',
    loginByCode: `${LOVE}/login/by-verify-code`,
    sendVerifyCode: `${LOVE}/login/send-verify-code`,
    logout: '/user/logout',
    temporaryLogin: '/admin/user/single-token/login',
    temporaryLogout: `${LOVE}/login/logout`,
    changePassword: '/admin/user/change-password',
    siteInfo: `${LOVE}/get-site-info`,
    websocketToken: '/user/websocket/token',
  },
  notices: {
    list: '/admin/im',
    setRead: '/admin/im/set-read/:id',
    setAllRead: '/admin/im/set-all-read/:scene',
    mustHandle: `${LOVE}/home-notice`,
    remarkNotice: `${LOVE}/worker-user-remark/notice`,
  },
  counters: {
    statCount: `${LOVE}/get-stat-count`,
  },
  finance: {
    balance: '/plugin/qianfan/admin/finance/balance',
    recharge: '/plugin/qianfan/admin/finance/recharge',
    /** Ours (issue 42): the single-use ticket the recharge post carries instead of the token. */
    rechargeTicket: '/plugin/qianfan/admin/finance/recharge/ticket',
    /** Ours (issue 42): the store's paid recharges, newest first (the bill view). */
    bill: '/plugin/qianfan/admin/finance/bill',
  },
  /** Configuration groups (spec §7 Config): `GET`/`PUT` the values, `GET` the options of a group. */
  settings: {
    values: '/config/:scope/:group',
    options: '/config/options/:scope/:group',
    /** `GET`/`PUT` the official account's settings (spec §7 Admin "official"; secrets come back masked). */
    official: `${LOVE}/official`,
  },
  /** SMS tools (spec §7): a template's preview and the resending of a record. */
  sms: {
    preview: `${LOVE}/sms-template/preview`,
    resend: `${LOVE}/sms-record/resend/:id`,
  },
  customer: {
    numberSearch: `${LOVE}/customer/number-search`,
    selfIntroduction: `${LOVE}/customer/self-introduction/:id`,
    batchUpdate: `${LOVE}/customer/batch-update`,
    allocate: `${LOVE}/customer/allocate`,
    matchSearch: `${LOVE}/customer/match-search`,
    matchIgnore: `${LOVE}/customer/match-ignore`,
    createInvite: `${LOVE}/customer/create-invite`,
    changeBind: `${LOVE}/customer/change-bind`,
    clear: `${LOVE}/customer/clear`,
    viewPhone: `${LOVE}/customer/view-phone`,
    viewWechat: `${LOVE}/customer/view-wechat`,
    export: `${LOVE}/customer/export`,
    changeVipTime: `${LOVE}/customer/change-vip-time/:id`,
    oneClickCopy: `${LOVE}/customer/one-click-copy/:id`,
    galleryToAvatar: `${LOVE}/customer/gallery-to-avatar`,
    samePhoneList: `${LOVE}/customer/get-same-phone-list/:id`,
    avgAssign: `${LOVE}/customer/avg-assign`,
    /** Not in spec §7 (ours): put customers back into the public sea, into the bin, out of the bin. */
    backToSea: `${LOVE}/customer/back-to-sea`,
    remove: `${LOVE}/customer/remove`,
    restore: `${LOVE}/customer/restore`,
    matchBackupList: `${LOVE}/customer/match-backup-list`,
    matchBackup: `${LOVE}/customer/match-backup`,
    dailyDelivery: `${LOVE}/customer/daily-delivery`,
    deliveryStat: `${LOVE}/customer/get-delivery-stat`,
    /** Spec §7 `guest-wall-special-user (list, add, del)`; `sort` (the order, ids first to last) is ours. */
    guestWall: `${LOVE}/guest-wall-special-user`,
    guestWallAdd: `${LOVE}/guest-wall-special-user/add`,
    guestWallDel: `${LOVE}/guest-wall-special-user/del`,
    guestWallSort: `${LOVE}/guest-wall-special-user/sort`,
    optionList: `${LOVE}/option-list`,
    tagOptionList: `${LOVE}/tag/option-list`,
    linkFull: `${LOVE}/link/full`,
    /** Spec §7 "Matchmaker list: page 0 with tree=1": the worker list, grouped (`tree=1`). */
    matchmakerTree: `${LOVE}/worker`,
  },
  calls: {
    latest: `${LOVE}/worker-call/get-latest-call`,
    /** Not in spec §7 (ours): `POST {customer_id, type: 0}` dials a customer, answers the call. */
    callOut: `${LOVE}/worker-call`,
    detail: `${LOVE}/worker-call/:id`,
    answer: `${LOVE}/worker-call/answer/:id`,
    close: `${LOVE}/worker-call/close/:id`,
    noAnswer: `${LOVE}/worker-call/no-answer/:id`,
    /** Not in spec §7 (ours, issue 42): a missed call's "ignore" (spec §4), so it no longer counts. */
    ignore: `${LOVE}/worker-call/ignore/:id`,
    saveAiResult: `${LOVE}/worker-call/save-ai-result/:id`,
    stats: `${LOVE}/worker-call/call-stats`,
    aiText: '/plugin/ai/text',
    aiLogin: '/plugin/qianfan/login/ai-login',
  },
  dashboard: {
    todoList: `${LOVE}/get-todo-list`,
    ranking: `${LOVE}/ranking`,
    workerStat: `${LOVE}/get-worker-stat`,
    calendarList: `${LOVE}/get-calendar-list`,
    workSummary: `${LOVE}/get-work-summary`,
    sellWeekStat: `${LOVE}/get-sell-week-stat`,
    /** `GET ?store_id&week_start`: a store's stored week with its version (ours, issue 40). */
    scheduleWeek: `${LOVE}/worker-schedule/week`,
    schedulePreview: `${LOVE}/worker-schedule/preview`,
    scheduleSave: `${LOVE}/worker-schedule/save`,
    /** `PUT worker/{id}` with `{ password }` (spec §7 dashboard: a worker's password). */
    workerPassword: `${LOVE}/worker/:id`,
    /** `PUT worker-user/{id}` with `{ status }` (spec §7 dashboard: a follow record's status). */
    followStatus: `${LOVE}/worker-user/:id`,
  },
  files: {
    upload: '/file/upload',
    uploadLocal: '/file/upload-local',
    attachBase64: `${LOVE}/attach/base64`,
    attachBatch: `${LOVE}/attach/batch`,
    excelImport: '/plugin/house/admin/excel/import',
    excelExport: '/plugin/house/admin/excel/export',
  },
  /**
   * The media library (spec §7 "Media library": the paths are not shown, ours) on the `attach` and
   * `attach-tag` records.
   */
  media: {
    /** `GET {type, tag_id, page, per_page, keyword, only_self, scene}`. */
    list: `${LOVE}/media/list`,
    /** `POST` multipart `{file, name, type, tag_id}`: the new media item. */
    upload: `${LOVE}/media/upload`,
    /** `POST {tag_id, ids}`. */
    delete: `${LOVE}/media/delete`,
    /** `GET {per_page: 100, keyword}`. */
    tagList: `${LOVE}/media/tag/list`,
    /** `POST {name}`. */
    tagAdd: `${LOVE}/media/tag/add`,
    /** `POST {id, name}`. */
    tagEdit: `${LOVE}/media/tag/edit`,
    /** `POST {id}`. */
    tagDelete: `${LOVE}/media/tag/delete`,
    /** `POST {tag_id, type: 0 add / 1 remove, ids}`. */
    tagging: `${LOVE}/media/tag/tagging`,
  },
  area: '/area',
  realtime: {
    /** The live socket (WebSocket), under the site domain: `/im/<websocket token>`. */
    socket: '/im/:token',
  },
  version: 'version.json',
  contracts: {
    /** `POST` a new contract of a customer (ours: spec §7 names no path); the server numbers it. */
    create: `${LOVE}/contract`,
    /** `PUT` the changed fields of a contract with the `revision` read (ours; stale: 409). */
    update: `${LOVE}/contract/:id`,
    /** `GET {config_id}`: the number the next contract of a template will get (ours). */
    nextNo: `${LOVE}/contract/next-no`,
    /** `POST`: the e-contract preview of a template filled with a contract (spec §7 contract-config preview). */
    preview: `${LOVE}/contract-config/preview`,
    /** `POST {contract_id}`: sends the signing message of the e-contract (spec §7 contract-config send-msg). */
    sendMsg: `${LOVE}/contract-config/send-msg`,
  },
  customerTabs: {
    /** `PUT {answers: [{id, answer_id?, content?}]}`: a customer's questionnaire answers at once. */
    questionAnswerBatch: `${LOVE}/customer-question-answer/batch-update`,
  },
  /**
   * Spec §7 "Admin" names these calls without their paths (ours, under the love admin prefix):
   * authorisation of the mini-app / official account, the packages' steps, the header's link tool
   * and update notes.
   */
  admin: {
    /** `GET ?platform=` → `{ url }`: the WeChat (weapp, official) authorisation page. */
    wechatAuthUrl: `${LOVE}/wechat/auth-url`,
    /** `GET` → `{ url }`: the TikTok (Douyin) authorisation page. */
    tiktokAuthUrl: `${LOVE}/tiktok/auth-url`,
    /** `GET` → every platform's authorisation, app id, audited and online version. */
    miniAppVersion: `${LOVE}/mini-app/version`,
    cancelOauth: `${LOVE}/mini-app/cancel-oauth`,
    miniAppOnline: `${LOVE}/mini-app/online`,
    packBuild: `${LOVE}/pack/build`,
    packAudit: `${LOVE}/pack/audit/:id`,
    packCancelAudit: `${LOVE}/pack/cancel-audit/:id`,
    packCancel: `${LOVE}/pack/cancel/:id`,
    packOnline: `${LOVE}/pack/online/:id`,
    /** `GET` → `{ url }`: the trial version's QR code content. */
    packTrialQrcode: `${LOVE}/pack/trial-qrcode/:id`,
    /** `GET` → the change log (update notes), any order; the page shows the newest first. */
    changeLog: `${LOVE}/change-log`,
    /** `POST {from_store_id, to_store_id}` → `{ count }`: moves a store's customers to another store. */
    storeTransCustomer: '/plugin/love/store/admin/store/trans-customer',
    /** `PUT` → `{ phone_number }`: the work phone reads its SIM's number. */
    deviceGetPhone: `${LOVE}/worker-device/get-phone-number/:id`,
    /** `PUT`: forgets the work phone's number. */
    deviceDeletePhone: `${LOVE}/worker-device/delete-phone/:id`,
    /** `PUT` → `{ online }`: rings the work phone to test it. */
    deviceTest: `${LOVE}/worker-device/test/:id`,
    /** `GET` → the work phones online now. */
    deviceOnline: `${LOVE}/worker-device/get-online-device`,
  },
  /**
   * Spec §7 "Admin: domain-qiniu suite; domain; domain-dns" names these calls without their paths
   * (ours, beside the CRUD of `domain`, `domain-dns`, `domain-qiniu`).
   */
  domains: {
    /** `GET` → how a site domain resolves: its records, the expected target, `ok` and a `reason`. */
    check: `${LOVE}/domain/check/:id`,
    /** `GET` → the HTTPS certificate `{status, expires_at, issuer}`; `POST` applies for / renews it. */
    certificate: `${LOVE}/domain/certificate/:id`,
    /** `PUT`: the DNS record resolves again. */
    dnsEnable: `${LOVE}/domain-dns/enable/:id`,
    /** `PUT`: the DNS record stops resolving (kept). */
    dnsDisable: `${LOVE}/domain-dns/disable/:id`,
    /** `GET` → every CDN domain's CNAME record: `state` ok, missing, mismatch, paused or unmanaged. */
    cnameStatus: `${LOVE}/domain-qiniu/cname-status`,
    /** `POST` → the DNS record (domain-dns) pointing the CDN domain at its CNAME, in its root domain. */
    addCname: `${LOVE}/domain-qiniu/add-cname/:id`,
    /** `GET` → today's quota `{refresh_url, refresh_dir, prefetch_url}`, each `{quota, surplus}`. */
    quota: `${LOVE}/domain-qiniu/quota`,
    /** `POST {urls, dirs}` → `{request_id, quota}`: the CDN fetches these files again. */
    refresh: `${LOVE}/domain-qiniu/refresh/:id`,
    /** `POST {urls}` → `{request_id, quota}`: the CDN caches these files ahead of the first visit. */
    prefetch: `${LOVE}/domain-qiniu/prefetch/:id`,
    /** `PUT`: active → offline. */
    offline: `${LOVE}/domain-qiniu/offline/:id`,
    /** `PUT`: offline → active. */
    online: `${LOVE}/domain-qiniu/online/:id`,
    /** `PUT` → `{status}`: asks Qiniu for the domain's state (configuring → active once done). */
    sync: `${LOVE}/domain-qiniu/sync/:id`,
    /** `PUT`: a failed domain is configured again (→ configuring). */
    retry: `${LOVE}/domain-qiniu/retry/:id`,
  },
  demo: {
    reset: '/__demo/reset',
    /** `GET`: where the demo store is kept (IndexedDB, a file, memory and why) and the fault switch. */
    status: '/__demo/status',
    /** `GET` / `POST` / `DELETE` the fault switch (docs/demo-faults.md). */
    fault: '/__demo/fault',
    /** `POST { kind }`: the demo pushes a call, an alert or a notice over the live socket (issue 12). */
    simulate: '/__demo/simulate',
    /** `POST`: the demo closes the user's live sockets (the client reconnects 3 s later, S03). */
    socketDrop: '/__demo/socket/drop',
    /** `GET`: a short generated WAV recording of a demo call. */
    recording: '/__demo/recording/:file',
    /** `GET`: a file uploaded to the demo API (`file/upload`, `attach/base64`), kept as a blob. */
    file: '/__demo/file/:id',
    /** `GET` / `POST {days} | {to: 'next_working_day'}`: the demo clock (docs/demo-api.md, issue 42). */
    clock: '/__demo/clock',
  },
} as const;

/** The `:name` placeholders of a path template, as a record type. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** Fills the placeholders of a path template (`fillPath(API_PATHS.notices.setRead, { id: 3 })`). */
export function fillPath<P extends string>(template: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Path ${template} needs "${name}"`);
    return encodeURIComponent(String(value));
  });
}
