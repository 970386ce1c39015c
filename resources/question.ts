import { z } from 'zod';
import QuizIcon from '@mui/icons-material/Quiz';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, enabled, grant, recordId, stamp } from './core/fields';

/** 1 single choice, 2 multiple choice, 3 free text. */
export const QUESTION_TYPES = [1, 2, 3] as const;

export const questionSchema = () =>
  z.object({
    id: recordId(),
    title: z.string().trim().min(2).max(100),
    type: choice(QUESTION_TYPES).default(1),
    description: field(z.string().max(300).optional(), { widget: 'textarea' }),
    sort: z.number().int().min(0).max(9999).default(0),
    status: enabled(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Questions of the love questionnaire customers fill in on the mini-app. */
export default defineResource({
  name: 'question',
  api: { path: 'question' },
  schema: questionSchema,
  menu: { section: 'mate', icon: QuizIcon, order: 50 },
  recordRepresentation: 'title',
  operations,
  access: grant(operations, ['mate.question']),
  list: {
    columns: ['id', 'title', 'type', 'sort', 'status', 'created_at'],
    sort: { field: 'sort', order: 'ASC' },
    search: true,
    filters: ['type', 'status'],
  },
  form: { sections: [{ key: 'basic', fields: ['title', 'type', 'description', 'sort', 'status'] }] },
  demo: { count: 12 },
});
