import { z } from 'zod';
import HistoryIcon from '@mui/icons-material/History';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';
import { ROLE_PERMISSION } from './role';

export const ROLE_LOG_SUBJECTS = ['role', 'worker'] as const;
export const ROLE_LOG_ACTIONS = ['create', 'update', 'delete'] as const;

export const roleLogSchema = () =>
  z.object({
    id: recordId(),
    created_at: stamp(),
    /** Who made the change. */
    worker_id: ref('worker', 'name'),
    /** What changed: a role (its permissions, name, administrator flag) or a worker's roles. */
    subject: field(z.enum(ROLE_LOG_SUBJECTS), { tones: { role: 'primary', worker: 'info' } }),
    subject_name: z.string().max(60),
    action: field(z.enum(ROLE_LOG_ACTIONS), {
      tones: { create: 'success', update: 'info', delete: 'error' },
    }),
    /** Permissions (`customer.public:query,get`) or role names that were given. */
    added: z.array(z.string()).default([]),
    /** Permissions or role names that were taken away. */
    removed: z.array(z.string()).default([]),
  });

const operations: readonly Operation[] = ['list', 'show'];

/**
 * The log of permission changes (issue 41 point 6): who changed a role or a worker's roles, when,
 * and what was given or taken away. Written by the server, read only.
 */
export default defineResource({
  name: 'role-log',
  api: { path: 'role-log' },
  schema: roleLogSchema,
  menu: { section: 'setting', icon: HistoryIcon, order: 22 },
  operations,
  access: grant(operations, [ROLE_PERMISSION]),
  list: {
    columns: ['created_at', 'worker_id', 'subject', 'subject_name', 'action', 'added', 'removed'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['subject', 'action', 'worker_id', 'created_at'],
  },
  demo: { count: 0 },
});
