import { z } from 'zod';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { defineResource } from './core/define';
import { field } from './core/meta';

/** Gender: 1 male, 0 female, -1 not filled in (spec §3). */
export const GENDERS = [1, 0, -1] as const;
/** The 12 zodiac animals (spec §3), stored as 1..12. */
export const ZODIACS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** Removal (bin) reasons 1-8 (spec §3). */
export const REMOVAL_REASONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Customer list types (spec §2 notice targets): 0 mine, 1 clue, 2 public sea, 3 my allocated, 4 plan expiry. */
export const CUSTOMER_TYPES = [0, 1, 2, 3, 4] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/**
 * The permission of each life-cycle list (spec §6): it opens the list of its type, as `user_view`
 * opens every list (issue 41: a receptionist given only the clues sees them). A clue-only user adds
 * customers as clues.
 */
export const LIST_PERMISSION_OF_TYPE: Readonly<Record<CustomerType, string>> = {
  0: 'customer.my',
  1: 'customer.clue',
  2: 'customer.public',
  3: 'match_center.my',
  4: 'match_center.resource',
};
export const EDUCATIONS = [1, 2, 3, 4, 5, 6] as const;
export const MARRIAGES = [1, 2, 3] as const;
/** User tags (spec §3 filter option user_tag): their names come from `option-list`. */
export const USER_TAGS = [1, 2, 3, 4, 5, 6] as const;
/** A customer's status (spec §3 filter option user_status): 1 new, 2 following up, 3 high intention, 4 signed, 5 lost. */
export const CUSTOMER_STATUSES = [1, 2, 3, 4, 5] as const;

const oneOf = <T extends readonly number[]>(values: T) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v));

export const customerSchema = () =>
  z.object({
    id: field(z.number().int(), { readOnly: true }),
    number: field(z.string().optional(), { readOnly: true }),
    avatar: field(z.string().optional(), { widget: 'image' }),
    name: field(z.string().trim().min(1).max(30), { person: { avatar: 'avatar', subtitle: 'number' } }),
    nickname: z.string().max(30).optional(),
    gender: field(oneOf(GENDERS).default(-1), { choices: GENDERS, tones: { 1: 'info', 0: 'primary' } }),
    phone: field(
      z
        .string()
        .regex(/^1\d{10}$/)
        .optional(),
      { widget: 'phone', permission: 'user_view.phone' },
    ),
    wechat: field(z.string().max(40).optional(), { permission: 'user_view.wechat' }),
    age: z.number().int().min(18).max(80).optional(),
    birthday: field(z.string().optional(), { widget: 'date' }),
    zodiac: field(oneOf(ZODIACS).optional(), { choices: ZODIACS }),
    height: z.number().int().min(140).max(210).optional(),
    weight: z.number().int().min(40).max(120).optional(),
    education: field(oneOf(EDUCATIONS).optional(), { choices: EDUCATIONS }),
    marriage: field(oneOf(MARRIAGES).optional(), { choices: MARRIAGES }),
    /** The area's names from the province down (`广东省深圳市南山区`): the server sets it from `area_codes`. */
    area: z.string().max(60).optional(),
    /** The area chosen level by level (spec §3 area options): its codes, province first. */
    area_codes: z
      .array(z.string().regex(/^\d{6}$/))
      .max(3)
      .optional(),
    job_id: field(z.number().int().optional(), { reference: { resource: 'customer-job', display: 'name' } }),
    car_id: field(z.number().int().optional(), { reference: { resource: 'customer-car', display: 'name' } }),
    house_id: field(z.number().int().optional(), {
      reference: { resource: 'customer-house', display: 'name' },
    }),
    income: field(z.number().min(0).optional(), { widget: 'money' }),
    customer_type: field(oneOf(CUSTOMER_TYPES).default(1), { choices: CUSTOMER_TYPES }),
    store_id: field(z.number().int().optional(), { reference: { resource: 'store', display: 'name' } }),
    worker_id: field(z.number().int().optional(), { reference: { resource: 'worker', display: 'name' } }),
    avatar_uploaded: field(z.union([z.literal(1), z.literal(0)]).optional(), { readOnly: true }),
    is_vip: z.boolean().default(false),
    vip_expire_at: field(z.string().optional(), { widget: 'date' }),
    removal_reason: field(oneOf(REMOVAL_REASONS).optional(), { choices: REMOVAL_REASONS, editOnly: true }),
    remark: field(z.string().max(500).optional(), { widget: 'textarea' }),
    last_follow_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
    /** Where the customer came from (the clue list's source channel). */
    channel_id: field(z.number().int().optional(), { reference: { resource: 'channel', display: 'name' } }),
    tag_ids: field(z.array(z.number().int()).optional(), { reference: { resource: 'tag', display: 'name' } }),
    user_status: field(oneOf(CUSTOMER_STATUSES).optional(), {
      choices: CUSTOMER_STATUSES,
      tones: { 2: 'info', 3: 'warning', 4: 'success' },
    }),
    /** User tags (values of `option-list` `user_tag`). */
    user_tag: z.array(oneOf(USER_TAGS)).optional(),
    /** When the customer last entered the public sea (its "days in the sea"). */
    sea_entered_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
    /** Why the customer was put back into the public sea. */
    sea_reason: field(z.string().max(200).optional(), { readOnly: true }),
    /** When the customer was removed into the bin (with `removal_reason`); empty while it is not. */
    removed_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
    /** Features of the customer (spec §3 filter option "feature"). */
    feature_ids: field(z.array(z.number().int()).optional(), {
      reference: { resource: 'customer-feature', display: 'name' },
    }),
    /** The service package the customer bought (spec §3 filter option "package"). */
    package_id: field(z.number().int().optional(), { reference: { resource: 'package', display: 'name' } }),
    created_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
  });

export default defineResource({
  name: 'customer',
  api: { path: 'customer', paging: { page: 'page', perPage: 'per_page' } },
  schema: customerSchema,
  menu: { section: 'customer', icon: PeopleAltIcon, order: 10 },
  watermark: { show: 'customerDetail' },
  recordRepresentation: 'name',
  operations: ['list', 'show', 'create', 'edit', 'export'],
  access: {
    list: ['user_view'],
    show: ['user_view'],
    // Adding a clue is an `add` on the clue list's permission too (the server files it as a clue).
    create: ['user_view', LIST_PERMISSION_OF_TYPE[1]],
    edit: ['user_view'],
    export: ['user_view.export', 'user_view'],
  },
  list: {
    columns: [
      'name',
      'gender',
      'age',
      'phone',
      'area',
      'store_id',
      'worker_id',
      'customer_type',
      'created_at',
    ],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: [
      'gender',
      'customer_type',
      'store_id',
      'worker_id',
      'education',
      'marriage',
      'is_vip',
      'created_at',
    ],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'nickname', 'gender', 'phone', 'wechat', 'avatar'] },
      {
        key: 'profile',
        fields: [
          'age',
          'birthday',
          'zodiac',
          'height',
          'weight',
          'education',
          'marriage',
          'area_codes',
          'job_id',
          'car_id',
          'house_id',
          'income',
        ],
      },
      {
        key: 'service',
        fields: [
          'customer_type',
          'store_id',
          'worker_id',
          'channel_id',
          'user_status',
          'tag_ids',
          'is_vip',
          'vip_expire_at',
          'removal_reason',
          'remark',
        ],
      },
    ],
  },
  demo: { count: 5200 },
  import: {
    fields: [
      'name',
      'gender',
      'phone',
      'wechat',
      'age',
      'birthday',
      'height',
      'weight',
      'education',
      'marriage',
      'area_codes',
      'income',
      'remark',
    ],
    unique: 'phone',
    aliases: {
      name: ['姓名', '名字', '客户姓名', '客户名称', 'full name', 'customer name'],
      gender: ['性别', 'sex'],
      phone: [
        '手机',
        '手机号',
        '手机号码',
        '电话',
        '电话号码',
        '联系电话',
        '联系方式',
        'mobile',
        'mobile phone',
        'tel',
        'telephone',
        'phone',
      ],
      wechat: ['微信', '微信号', 'wechat', 'weixin', 'wx'],
      age: ['年龄', 'age'],
      birthday: ['生日', '出生日期', 'date of birth', 'birth date', 'dob'],
      height: ['身高', 'height'],
      weight: ['体重', 'weight'],
      education: ['学历', 'education'],
      marriage: ['婚姻', '婚姻状况', '婚况', 'marital status', 'marriage'],
      area_codes: [
        '地区',
        '所在地',
        '所在地区',
        '城市',
        '区域',
        '地址',
        'area',
        'region',
        'city',
        'location',
      ],
      income: ['收入', '月收入', 'income', 'monthly income'],
      remark: ['备注', '说明', 'remark', 'remarks', 'note', 'notes'],
    },
    permission: 'user_view',
    type: 'customer',
  },
});
