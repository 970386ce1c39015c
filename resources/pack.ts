import { z } from 'zod';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, stamp } from './core/fields';

export const PACK_PLATFORMS = ['weapp', 'official', 'tiktok'] as const;
/**
 * Spec §4 names the actions (build, audit, cancel-audit, cancel, online) but not the statuses:
 * 0 building, 1 built, 2 auditing, 3 audit passed, 4 audit rejected, 5 online, 6 cancelled.
 */
export const PACK_STATUSES = [0, 1, 2, 3, 4, 5, 6] as const;

export const packSchema = () =>
  z.object({
    id: recordId(),
    platform: z.enum(PACK_PLATFORMS).default('weapp'),
    app_id: z
      .string()
      .trim()
      .regex(/^(wx|tt)[0-9a-f]{16}$/),
    version: z
      .string()
      .trim()
      .regex(/^\d+\.\d+\.\d+$/),
    description: field(z.string().trim().min(1).max(200), { widget: 'textarea' }),
    status: choice(PACK_STATUSES, { readOnly: true, tones: { 1: 'success' } }).optional(),
    audit_reason: field(z.string().optional(), { readOnly: true, widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/** Mini-app builds (spec §7 admin `pack`; build, audit, cancel, online and trial-qrcode belong to the packaging screen). */
export default defineResource({
  name: 'pack',
  api: { path: 'pack' },
  schema: packSchema,
  menu: { section: 'setting', icon: InstallMobileIcon, order: 80 },
  recordRepresentation: 'version',
  operations,
  access: grant(operations, ['setting.pack']),
  list: {
    columns: ['platform', 'app_id', 'version', 'status', 'description', 'audit_reason', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['platform', 'status'],
  },
  demo: { count: 16 },
});
