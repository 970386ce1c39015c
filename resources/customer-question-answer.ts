import { z } from 'zod';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { grant, recordId, ref, stamp } from './core/fields';

export const customerQuestionAnswerSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name', { readOnly: true }),
    question_id: ref('question', 'title', { readOnly: true }),
    answer_id: ref('answer', 'content').optional(),
    content: field(z.string().max(500).optional(), { widget: 'textarea' }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'edit'];

/** A customer's answers to the questionnaire (spec §7 `customer-question-answer`, with batch-update). */
export default defineResource({
  name: 'customer-question-answer',
  api: { path: 'customer-question-answer' },
  schema: customerQuestionAnswerSchema,
  menu: { section: 'mate', icon: QuestionAnswerIcon, order: 70 },
  operations,
  access: grant(operations, ['mate.question_answer']),
  list: {
    columns: ['customer_id', 'question_id', 'answer_id', 'content', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['customer_id', 'question_id'],
  },
  form: { sections: [{ key: 'answer', fields: ['answer_id', 'content'] }] },
  demo: { count: 60 },
});
