import { z } from 'zod';
import CloudIcon from '@mui/icons-material/Cloud';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, stamp } from './core/fields';

/** 0 configuring, 1 active, 2 failed, 3 offline. */
export const CDN_STATUSES = [0, 1, 2, 3] as const;
export const CDN_USAGES = ['image', 'video', 'static'] as const;

export const domainQiniuSchema = () =>
  z.object({
    id: recordId(),
    domain: field(
      z
        .string()
        .trim()
        .regex(/^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i),
      { format: 'domain' },
    ),
    bucket: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{2,62}$/),
    usage: z.enum(CDN_USAGES).default('image'),
    https: z.boolean().default(true),
    cname: field(z.string().optional(), { readOnly: true }),
    status: choice(CDN_STATUSES, {
      readOnly: true,
      tones: { 0: 'info', 1: 'success', 2: 'error' },
    }).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Qiniu CDN domains serving uploaded media (spec §7 admin `domain-qiniu` suite). */
export default defineResource({
  name: 'domain-qiniu',
  api: { path: 'domain-qiniu' },
  schema: domainQiniuSchema,
  menu: { section: 'setting', icon: CloudIcon, order: 44 },
  recordRepresentation: 'domain',
  operations,
  access: grant(operations, ['setting.domain_qiniu']),
  list: {
    // Bucket and creation time are on the detail page: the list fits 1366 px with its actions.
    columns: ['domain', 'usage', 'cname', 'status', 'https'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['usage', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['domain', 'bucket', 'usage', 'https'] }] },
  demo: { count: 10 },
});
