import { z } from 'zod';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { defineResource, type Operation } from './core/define';
import { grant, recordId, ref, stamp } from './core/fields';

export const LOG_MODULES = [
  'goods',
  'category',
  'order',
  'dealer',
  'stock',
  'home',
  'account',
  'login',
] as const;
export const LOG_ACTIONS = ['create', 'update', 'delete', 'login', 'export', 'import'] as const;

export const operationLogSchema = () =>
  z.object({
    id: recordId(),
    account_id: ref('system-account', 'name'),
    module: z.enum(LOG_MODULES),
    action: z.enum(LOG_ACTIONS),
    content: z.string().max(500),
    ip: z.string().max(45).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/** What catalogue accounts did (house plugin "operation log", read only). */
export default defineResource({
  name: 'operation-log',
  api: { path: '/plugin/house/admin/operation-log' },
  schema: operationLogSchema,
  menu: { section: 'catalogue', icon: ListAltIcon, order: 92 },
  operations,
  access: grant(operations, ['catalogue.operation_log']),
  list: {
    columns: ['created_at', 'account_id', 'module', 'action', 'content', 'ip'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['account_id', 'module', 'action', 'created_at'],
  },
  demo: { count: 60 },
});
