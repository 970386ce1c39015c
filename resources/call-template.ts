import { z } from 'zod';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { enabled, grant, recordId, stamp } from './core/fields';

export const CALL_SCENES = ['first_call', 'invite', 'follow', 'renewal'] as const;

export const callTemplateSchema = () =>
  z.object({
    id: recordId(),
    name: z.string().trim().min(1).max(40),
    scene: z.enum(CALL_SCENES).default('first_call'),
    content: field(z.string().trim().min(2).max(2000), { widget: 'textarea' }),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Call scripts read out by staff (spec §7 "call templates"). */
export default defineResource({
  name: 'call-template',
  api: { path: 'call-template' },
  schema: callTemplateSchema,
  menu: { section: 'operate', icon: RecordVoiceOverIcon, order: 15 },
  recordRepresentation: 'name',
  operations,
  access: grant(operations, ['operate.call_template']),
  list: {
    columns: ['id', 'name', 'scene', 'content', 'status', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['scene', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['name', 'scene', 'status', 'content'] }] },
  demo: { count: 10 },
});
