import dayjs from 'dayjs';
import { z } from 'zod';
import type { ContractParty, NewContractBody } from '../../../dataProvider';
import { labelKeys } from '../../platform/labels';

/** The values of the generator's form (react-admin `Form`). */
export interface ContractFormValues {
  config_id: number | null;
  package_id: number | null;
  party: ContractParty;
  services: { content: string }[];
  start: string;
  end: string;
  order_price: number | null;
  signed_at: string;
  attaches: { url: string }[];
  /** Addresses of the files uploaded with the file uploader (made absolute). */
  uploaded: string[];
}

/** What the generator reads of the customer (the detail API's `detail` and `target_detail`). */
export interface ContractCustomer {
  id: number;
  name?: string;
  gender?: number;
  age?: number;
  height?: number;
  education?: number;
  marriage?: number;
  detail?: { habitation?: readonly string[] | null } | null;
  target_detail?: {
    want_age?: readonly number[] | null;
    want_height?: readonly number[] | null;
    want_education?: number | null;
    habitation?: readonly string[] | null;
  } | null;
}

/** The identity certificate the real name and ID card come from (`customer-auth`, type 1). */
export interface ContractIdentity {
  real_name?: string;
  id_card?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DAY = 'YYYY-MM-DD';
export const today = () => dayjs().format(DAY);
/** The end of a service period of `days` days starting on `start`. */
export const periodEnd = (start: string, days: number) =>
  dayjs(start).add(days, 'day').subtract(1, 'day').format(DAY);

const isRange = (r: readonly number[] | null | undefined): r is readonly [number, number] =>
  !!r && r.length === 2 && r.every((n) => typeof n === 'number');

/** Party B from the member's profile: the texts printed on the contract (editable before saving). */
export function partyOf(
  customer: ContractCustomer,
  identity: ContractIdentity | undefined,
  t: Translate,
): ContractParty {
  const choice = (field: string, value: number | undefined | null) =>
    typeof value === 'number' ? t(labelKeys.choice('customer', field, value), { _: String(value) }) : '';
  const wants = customer.target_detail ?? {};
  const parts = [
    isRange(wants.want_age)
      ? t('app.contracts.want_age', { min: wants.want_age[0], max: wants.want_age[1] })
      : '',
    isRange(wants.want_height)
      ? t('app.contracts.want_height', { min: wants.want_height[0], max: wants.want_height[1] })
      : '',
    typeof wants.want_education === 'number'
      ? t('app.contracts.want_education', { value: choice('education', wants.want_education) })
      : '',
    wants.habitation?.length
      ? t('app.contracts.want_habitation', { value: wants.habitation.join('、') })
      : '',
  ];
  return {
    real_name: identity?.real_name || customer.name || '',
    id_card: identity?.id_card ?? '',
    gender: choice('gender', customer.gender),
    age: typeof customer.age === 'number' ? String(customer.age) : '',
    education: choice('education', customer.education),
    height: typeof customer.height === 'number' ? String(customer.height) : '',
    marriage: choice('marriage', customer.marriage),
    habitation: (customer.detail?.habitation ?? []).join('、'),
    wants: parts.filter(Boolean).join(t('app.contracts.list_separator')),
  };
}

/** The form's first values: party B from the profile, today's signature, the default services. */
export function initialValues(party: ContractParty, services: readonly string[]): ContractFormValues {
  return {
    config_id: null,
    package_id: null,
    party,
    services: services.map((content) => ({ content })),
    start: today(),
    end: '',
    order_price: null,
    signed_at: today(),
    attaches: [],
    uploaded: [],
  };
}

/** A form text trimmed: an item just added by a form iterator holds `null` until typed in. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The service lines that have a text. */
export const filledServices = (values: ContractFormValues) =>
  values.services.map((s) => textOf(s?.content)).filter(Boolean);

/** The attachment addresses: uploaded files first, then the typed ones. */
export const attachUrls = (values: ContractFormValues) =>
  [...(values.uploaded ?? []), ...values.attaches.map((a) => textOf(a?.url))].filter(Boolean);

/** The body of `POST contract` (the form has been validated: template, price and dates given). */
export function toContractBody(customerId: number, values: ContractFormValues): NewContractBody {
  return {
    customer_id: customerId,
    config_id: values.config_id ?? 0,
    ...(values.package_id ? { package_id: values.package_id } : {}),
    party_b: textOf(values.party.real_name),
    party_b_detail: values.party,
    services: filledServices(values).map((content) => ({ content })),
    expireTime: { start: values.start, end: values.end },
    order_price: values.order_price ?? 0,
    signed_at: values.signed_at,
    attaches: attachUrls(values).map((url) => ({ url })),
  };
}

/** The form's fields a saved contract's edit compares (the merge view's rows, in the form's order). */
export const CONTRACT_FIELDS = [
  'config_id',
  'package_id',
  'party.real_name',
  'party.id_card',
  'party.gender',
  'party.age',
  'party.education',
  'party.height',
  'party.marriage',
  'party.habitation',
  'party.wants',
  'services',
  'start',
  'end',
  'order_price',
  'signed_at',
  'attaches',
] as const;

/** The form's values as saved: empty services left out, every attachment as an address. */
export function asSaved(values: ContractFormValues): ContractFormValues {
  return {
    ...values,
    services: filledServices(values).map((content) => ({ content })),
    attaches: attachUrls(values).map((url) => ({ url })),
    uploaded: [],
  };
}

const text = z.string().nullish();
/** What the form reads of a contract as the server answers it (anything missing: empty). */
const storedContractSchema = z.looseObject({
  config_id: z.number().nullish(),
  package_id: z.number().nullish(),
  party_b: text,
  party_b_detail: z.record(z.string(), z.unknown()).nullish(),
  services: z.array(z.looseObject({ content: text })).nullish(),
  expireTime: z.looseObject({ start: text, end: text }).nullish(),
  order_price: z.number().nullish(),
  signed_at: text,
  attaches: z.array(z.looseObject({ url: text })).nullish(),
});

/** Every field of a contract party, as the server answers it. */
export const PARTY_KEYS = [
  'real_name',
  'id_card',
  'gender',
  'age',
  'education',
  'height',
  'marriage',
  'habitation',
  'wants',
] as const satisfies readonly (keyof ContractParty)[];

/** The form's values of a contract as the server answers it (its attachments all as addresses). */
export function formValuesOf(contract: Readonly<Record<string, unknown>>): ContractFormValues {
  const parsed = storedContractSchema.safeParse(contract);
  const c = parsed.success ? parsed.data : {};
  const detail = c.party_b_detail ?? {};
  const party = Object.fromEntries(PARTY_KEYS.map((key) => [key, textOf(detail[key])])) as ContractParty;
  if (!party.real_name) party.real_name = textOf(c.party_b);
  return {
    config_id: c.config_id ?? null,
    package_id: c.package_id ?? null,
    party,
    services: (c.services ?? []).map((s) => ({ content: textOf(s.content) })),
    start: textOf(c.expireTime?.start),
    end: textOf(c.expireTime?.end),
    order_price: c.order_price ?? null,
    signed_at: textOf(c.signed_at),
    attaches: (c.attaches ?? []).map((a) => ({ url: textOf(a.url) })),
    uploaded: [],
  };
}

/** An attachment must be an http(s) address (react-admin validator: an i18n key or undefined). */
export const httpUrl = (value: unknown) =>
  typeof value === 'string' && value.trim() && !/^https?:\/\/\S+$/i.test(value.trim())
    ? 'app.contracts.url_invalid'
    : undefined;

/** The period ends on or after its start. */
export const endAfterStart = (value: unknown, all: { start?: string }) =>
  typeof value === 'string' && value && all.start && value < all.start
    ? 'app.contracts.end_before_start'
    : undefined;

/** An uploaded file's address as an absolute http(s) URL (the upload may answer a path on the site). */
export function absoluteUrl(
  url: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
