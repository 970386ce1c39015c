import { z } from 'zod';
import ChecklistIcon from '@mui/icons-material/Checklist';
import { defineResource, type Operation } from './core/define';
import { grant, recordId, ref, stamp } from './core/fields';

export const answerSchema = () =>
  z.object({
    id: recordId(),
    question_id: ref('question', 'title'),
    content: z.string().trim().min(1).max(100),
    sort: z.number().int().min(0).max(9999).default(0),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** The choices offered for a questionnaire question. */
export default defineResource({
  name: 'answer',
  api: { path: 'answer' },
  schema: answerSchema,
  menu: { section: 'mate', icon: ChecklistIcon, order: 60 },
  recordRepresentation: 'content',
  operations,
  access: grant(operations, ['mate.question']),
  list: {
    columns: ['id', 'question_id', 'content', 'sort', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['question_id'],
    alwaysOnFilters: ['question_id'],
  },
  form: { sections: [{ key: 'basic', fields: ['question_id', 'content', 'sort'] }] },
  demo: { count: 38 },
});
