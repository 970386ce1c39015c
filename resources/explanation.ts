import { z } from 'zod';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { field } from './core/meta';
import { defineResource, type Operation } from './core/define';
import { richText } from './core/richText';
import { choice, grant, recordId, stamp } from './core/fields';

/** Spec §7 lists explanations of types 1, 3 and 2: 1 customer status, 2 service item, 3 glossary term. */
export const EXPLANATION_TYPES = [1, 2, 3] as const;

export const explanationSchema = () =>
  z.object({
    id: recordId(),
    type: choice(EXPLANATION_TYPES).default(1),
    // The word the app shows it beside (公海, 安排见面, 入库方式…), exactly.
    name: field(z.string().trim().min(1).max(30), { helperKey: 'app.help_hint.name_help' }),
    /** A help text, formatted (issue 16 point 5): shown sanitised, as plain text in tooltips. */
    note: richText({ min: 1, max: 2000, editorHeight: 340 }),
    sort: z.number().int().min(0).max(9999).default(0),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Help texts shown next to statuses and terms (spec §3 explanation item: name, note). */
export default defineResource({
  name: 'explanation',
  api: { path: 'explanation', paging: { page: 'page', perPage: 'pagesize' } },
  schema: explanationSchema,
  menu: { section: 'setting', icon: HelpOutlineIcon, order: 70 },
  recordRepresentation: 'name',
  operations,
  access: {
    ...grant(operations, ['setting.explanation']),
    // Read by every user's filters and forms (spec §3 filter options).
    list: ['setting.explanation', 'user_view'],
    show: ['setting.explanation', 'user_view'],
  },
  list: {
    columns: ['type', 'name', 'note', 'sort', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['type'],
    alwaysOnFilters: ['type'],
  },
  form: { sections: [{ key: 'basic', fields: ['type', 'name', 'note', 'sort'] }] },
  demo: { count: 18 },
});
