import { z } from 'zod';
import DnsIcon from '@mui/icons-material/Dns';
import { defineResource, type Operation } from './core/define';
import { enabled, grant, recordId, ref, stamp } from './core/fields';

export const DNS_RECORD_TYPES = ['A', 'CNAME', 'TXT', 'MX', 'AAAA'] as const;

export const domainDnsSchema = () =>
  z.object({
    id: recordId(),
    domain_id: ref('domain', 'domain'),
    host: z
      .string()
      .trim()
      .regex(/^(@|\*|[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$/i),
    record_type: z.enum(DNS_RECORD_TYPES).default('A'),
    value: z.string().trim().min(1).max(255),
    ttl: z.number().int().min(60).max(86400).default(600),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** DNS records of the site's domains (spec §7 admin `domain-dns`). */
export default defineResource({
  name: 'domain-dns',
  api: { path: 'domain-dns' },
  schema: domainDnsSchema,
  menu: { section: 'setting', icon: DnsIcon, order: 42 },
  recordRepresentation: 'host',
  operations,
  access: grant(operations, ['setting.domain_dns']),
  list: {
    // The creation time is on the detail page: the list fits 1366 px with its actions.
    columns: ['domain_id', 'host', 'record_type', 'value', 'ttl', 'status'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['domain_id', 'record_type', 'status'],
  },
  form: {
    sections: [{ key: 'basic', fields: ['domain_id', 'host', 'record_type', 'value', 'ttl', 'status'] }],
  },
  demo: { count: 24 },
});
