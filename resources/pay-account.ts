import { z } from 'zod';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { defineResource } from './core/define';
import { field } from './core/meta';

export const payAccountSchema = () =>
  z.object({
    id: field(z.number().int(), { readOnly: true }),
    name: z.string().trim().min(1).max(40),
    channel: field(z.enum(['wechat', 'alipay']).default('wechat'), {}),
    mch_id: z
      .string()
      .trim()
      .regex(/^\d{6,20}$/),
    app_id: z.string().trim().min(1).max(40),
    api_key: field(z.string().trim().min(8).max(64), {
      widget: 'password',
      permission: 'setting.pay_account.secret',
    }),
    store_id: field(z.number().int().optional(), { reference: { resource: 'store', display: 'name' } }),
    status: field(z.union([z.literal(1), z.literal(0)]).default(1), {
      widget: 'select',
      tones: { 1: 'success' },
    }),
    created_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
  });

export default defineResource({
  name: 'pay-account',
  api: { path: 'pay-account' },
  schema: payAccountSchema,
  menu: { section: 'finance', icon: AccountBalanceWalletIcon, order: 20 },
  recordRepresentation: 'name',
  operations: ['list', 'show', 'create', 'edit', 'delete'],
  access: {
    list: ['setting.pay_account'],
    show: ['setting.pay_account'],
    create: ['setting.pay_account'],
    edit: ['setting.pay_account'],
    delete: ['setting.pay_account'],
  },
  list: {
    columns: ['id', 'name', 'channel', 'mch_id', 'app_id', 'store_id', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['channel', 'status', 'store_id'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'channel', 'store_id', 'status', 'mch_id', 'app_id', 'api_key'] },
    ],
  },
  demo: { count: 8 },
});
