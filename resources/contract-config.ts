import { z } from 'zod';
import DescriptionIcon from '@mui/icons-material/Description';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, ref, stamp } from './core/fields';
import { richText } from './core/richText';

export const contractConfigSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(40),
    party_a: z.string().trim().min(2).max(60),
    party_a_phone: field(z.string().max(20).optional(), { widget: 'phone' }),
    package_id: ref('package', 'name').optional(),
    no_prefix: z
      .string()
      .regex(/^[A-Z]{1,6}$/)
      .default('HT'),
    /** The contract's terms, formatted (issue 16 point 5); printed sanitised on the contract sheet. */
    terms: richText({ min: 10, max: 20000, editorHeight: 440 }),
    seal: field(z.string().optional(), { widget: 'image' }),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Service-contract templates (spec §7 admin `contract-config`, with preview and send-msg). */
export default defineResource({
  name: 'contract-config',
  api: { path: 'contract-config' },
  schema: contractConfigSchema,
  menu: { section: 'finance', icon: DescriptionIcon, order: 30 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['setting.contract_config']),
  list: {
    columns: ['name', 'party_a', 'package_id', 'no_prefix', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['package_id', 'status'],
  },
  form: {
    sections: [
      { key: 'basic', fields: ['name', 'package_id', 'no_prefix', 'status'] },
      { key: 'party', fields: ['party_a', 'party_a_phone', 'seal'] },
      { key: 'terms', fields: ['terms'] },
    ],
  },
  demo: { count: 10 },
});
