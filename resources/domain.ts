import { z } from 'zod';
import LanguageIcon from '@mui/icons-material/Language';
import { defineResource } from './core/define';
import { field } from './core/meta';

/** The HTTPS certificate of a site domain ("expiring soon" is an issued one near its expiry). */
export const CERT_STATUSES = ['none', 'issuing', 'issued', 'failed'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

export const domainSchema = () =>
  z.object({
    id: field(z.number().int(), { readOnly: true }),
    domain: field(
      z
        .string()
        .trim()
        .regex(/^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/i),
      { format: 'domain' },
    ),
    usage: field(z.enum(['h5', 'admin', 'api', 'media']).default('h5'), {}),
    https: z.boolean().default(true),
    status: field(z.union([z.literal(1), z.literal(0)]).default(1), {
      widget: 'select',
      tones: { 1: 'success' },
    }),
    remark: field(z.string().max(200).optional(), { widget: 'textarea' }),
    /** Set by the certificate calls (`API_PATHS.domains.certificate`), never by the form. */
    cert_status: field(z.enum(CERT_STATUSES).default('none'), {
      readOnly: true,
      tones: { issuing: 'info', issued: 'success', failed: 'error' },
    }),
    cert_expires_at: field(z.string().nullish(), { widget: 'datetime', readOnly: true }),
    created_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
  });

export default defineResource({
  name: 'domain',
  api: { path: 'domain' },
  schema: domainSchema,
  menu: { section: 'setting', icon: LanguageIcon, order: 40 },
  recordRepresentation: 'domain',
  operations: ['list', 'show', 'create', 'edit', 'delete'],
  access: {
    list: ['setting.domain'],
    show: ['setting.domain'],
    create: ['setting.domain'],
    edit: ['setting.domain'],
    delete: ['setting.domain'],
  },
  list: {
    // The id is on the detail page: the list fits 1366 px with its actions.
    columns: ['domain', 'usage', 'https', 'cert_status', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['usage', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['domain', 'usage', 'https', 'status', 'remark'] }] },
  show: {
    sections: [
      { key: 'basic', fields: ['domain', 'usage', 'https', 'status', 'remark'] },
      { key: 'certificate', fields: ['cert_status', 'cert_expires_at'] },
    ],
  },
  demo: { count: 12 },
});
