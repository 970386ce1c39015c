import { z } from 'zod';

/** Languages of the `local` request header. */
export type Lang = 'zh_CN' | 'en';

/** The request's language: `local: en…` → English; anything else (or none) → Chinese. */
export function langOf(request: Request): Lang {
  const local = request.headers.get('local') ?? '';
  return /^en/i.test(local) ? 'en' : 'zh_CN';
}

/** Texts of the demo API's errors and answers, in both languages. */
export const MESSAGES = {
  wrongPassword: { zh_CN: '用户名或密码错误', en: 'Wrong user name or password' },
  wrongCode: { zh_CN: '验证码错误', en: 'Wrong verification code' },
  unauthorized: { zh_CN: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  forbidden: { zh_CN: '没有权限访问', en: 'You do not have permission to do this' },
  notFound: { zh_CN: '记录不存在', en: 'Record not found' },
  methodNotAllowed: { zh_CN: '不支持该操作', en: 'This operation is not supported' },
  invalidBody: { zh_CN: '请求数据格式错误', en: 'The request data is not valid' },
  credentialsRequired: { zh_CN: '请输入用户名和密码', en: 'Please enter the user name and password' },
  invalidPhone: { zh_CN: '请输入正确的手机号', en: 'Please enter a valid phone number' },
  phoneNotRegistered: { zh_CN: '该手机号未注册', en: 'This phone number is not registered' },
  phoneTaken: { zh_CN: '该手机号已被其他账号使用', en: 'This phone number is used by another account' },
  invalidArea: { zh_CN: '请选择正确的地区', en: 'Please choose a valid area' },
  selfEditLocked: {
    zh_CN: '当前账号不能修改该资料',
    en: 'This account may not change this part of its profile',
  },
  codeRequired: { zh_CN: '请输入验证码', en: 'Please enter the verification code' },
  accountDisabled: { zh_CN: '账号已被禁用', en: 'This account is disabled' },
  workerRequired: { zh_CN: '请选择红娘', en: 'Please choose a matchmaker' },
  workerNotFound: { zh_CN: '红娘不存在', en: 'Matchmaker not found' },
  oldPasswordWrong: { zh_CN: '原密码错误', en: 'The current password is wrong' },
  passwordTooShort: { zh_CN: '密码至少6位', en: 'The password must be at least 6 characters' },
  passwordMismatch: { zh_CN: '两次输入的密码不一致', en: 'The two passwords do not match' },
  customerNumberNotFound: { zh_CN: '该编号的客户不存在', en: 'No customer with this number' },
  messageNotFound: { zh_CN: '消息不存在', en: 'Message not found' },
  noSuchEndpoint: { zh_CN: '接口不存在', en: 'No such endpoint' },
  serverError: { zh_CN: '服务器内部错误', en: 'Internal server error' },
  badRequest: { zh_CN: '请求格式错误', en: 'The request is malformed' },
  tooLarge: { zh_CN: '请求数据过大', en: 'The request is too large' },
  // Refusals of pool writes (src/mocks/poolRules.ts); %{name} is the worker holding the customer.
  claimedBy: { zh_CN: '该客户已被 %{name} 领取', en: 'This customer was already claimed by %{name}' },
  notInSea: { zh_CN: '该客户已不在公海', en: 'This customer is no longer in the public sea' },
  inSea: { zh_CN: '该客户在公海中，请先领取', en: 'This customer is in the public sea: claim it first' },
  heldBy: {
    zh_CN: '该客户由 %{name} 负责，您无权操作',
    en: 'This customer is held by %{name}; you may not change it',
  },
  inBin: { zh_CN: '该客户已在回收站', en: 'This customer is in the bin' },
  notInBin: { zh_CN: '该客户不在回收站', en: 'This customer is not in the bin' },
  // Roles and workers' roles (issue 41; src/mocks/roles.ts); %{count} is how many workers hold it.
  roleNameTaken: { zh_CN: '角色名称已存在', en: 'A role with this name already exists' },
  roleInUse: {
    zh_CN: '该角色仍有 %{count} 名员工使用，请先为他们更换角色',
    en: '%{count} staff members still have this role: give them another role first',
  },
  lastAdminRole: {
    zh_CN: '不能移除您自己的最后一个管理员角色',
    en: 'You cannot remove your own last administrator role',
  },
  adminRoleOnlyAdmin: {
    zh_CN: '只有管理员可以设置或分配管理员角色',
    en: 'Only an administrator can set or give administrator roles',
  },
  unknownPermission: { zh_CN: '权限 %{name} 不存在', en: 'There is no permission %{name}' },
  unsupportedAction: {
    zh_CN: '权限 %{name} 不支持操作 %{action}',
    en: 'The permission %{name} does not support the action %{action}',
  },
  roleRequired: { zh_CN: '请至少选择一个角色', en: 'Choose at least one role' },
  roleNotFound: { zh_CN: '角色不存在', en: 'Role not found' },
  usernameTaken: { zh_CN: '用户名已存在', en: 'This user name is already taken' },
  // A stale write (src/mocks/versions.ts): who changed the record last and when.
  stale: {
    zh_CN: '此记录已被 %{name} 于 %{time} 修改，请核对后再保存',
    en: 'This record was changed by %{name} at %{time}; check before saving',
  },
  staleUnknown: {
    zh_CN: '此记录已于 %{time} 被修改，请核对后再保存',
    en: 'This record was changed at %{time}; check before saving',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** A message in a language, its `%{value}` placeholders filled from `values`. */
export function text(lang: Lang, key: MessageKey, values: Record<string, string> = {}): string {
  return MESSAGES[key][lang].replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

let zhErrors: z.core.$ZodErrorMap | undefined;
let enErrors: z.core.$ZodErrorMap | undefined;

/** zod's error map for a language (validation messages of 422 answers). */
export function zodErrorMap(lang: Lang): z.core.$ZodErrorMap {
  if (lang === 'en') return (enErrors ??= z.locales.en().localeError);
  return (zhErrors ??= z.locales.zhCN().localeError);
}
