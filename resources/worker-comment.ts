import { z } from 'zod';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** Star rating 1-5. */
export const SCORES = [5, 4, 3, 2, 1] as const;

export const workerCommentSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    worker_id: ref('worker', 'name'),
    score: choice(SCORES).default(5),
    content: field(z.string().trim().min(2).max(500), { widget: 'textarea' }),
    is_public: z.boolean().default(false),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'delete'];

/** Customers' comments on their matchmaker (spec §7 `worker-comment`). */
export default defineResource({
  name: 'worker-comment',
  api: { path: 'worker-comment' },
  schema: workerCommentSchema,
  menu: { section: 'customer', icon: RateReviewIcon, order: 60 },
  recordRepresentation: 'content',
  operations,
  access: grant(operations, ['customer.worker_comment']),
  list: {
    columns: ['worker_id', 'customer_id', 'score', 'content', 'is_public', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['worker_id', 'customer_id', 'score', 'is_public'],
  },
  form: {
    sections: [{ key: 'basic', fields: ['worker_id', 'customer_id', 'score', 'content', 'is_public'] }],
  },
  demo: { count: 40 },
});
