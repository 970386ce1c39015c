import { z } from 'zod';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** 1 recommendation, 2 meeting arranged, 3 meeting feedback, 4 image consulting, 5 emotional counselling, 6 other. */
export const SERVICE_TYPES = [1, 2, 3, 4, 5, 6] as const;
/** Customer's satisfaction: 1 satisfied, 2 neutral, 3 dissatisfied. */
export const SATISFACTIONS = [1, 2, 3] as const;

export const serviceRecordSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name'),
    target_customer_id: ref('customer', 'name').optional(),
    // Each type is explained by the service item of that name (6 "other" by none).
    service_type: choice(SERVICE_TYPES, {
      explanations: {
        type: 2,
        names: { 1: '推荐对象', 2: '安排见面', 3: '见面反馈', 4: '形象指导', 5: '情感咨询' },
      },
    }),
    content: field(z.string().trim().min(2).max(1000), { widget: 'textarea' }),
    meet_at: field(z.string().optional(), { widget: 'datetime' }),
    satisfaction: choice(SATISFACTIONS).optional(),
    worker_id: field(ref('worker', 'name').optional(), { readOnly: true }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'create', 'edit', 'export'];

/** Service records of members (spec §7 `customer-service-record`: list, get, put, post, export). */
export default defineResource({
  name: 'customer-service-record',
  api: { path: 'customer-service-record' },
  schema: serviceRecordSchema,
  menu: { section: 'customer', icon: SupportAgentIcon, order: 30 },
  watermark: 'serviceRecord',
  recordRepresentation: 'content',
  operations,
  access: grant(operations, ['user_view']),
  list: {
    explanation: { type: 3, name: '服务记录' },
    columns: [
      'customer_id',
      'service_type',
      'target_customer_id',
      'content',
      'meet_at',
      'satisfaction',
      'worker_id',
      'created_at',
    ],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['customer_id', 'worker_id', 'service_type', 'satisfaction'],
  },
  form: {
    sections: [
      { key: 'service', fields: ['customer_id', 'service_type', 'content'] },
      { key: 'meeting', fields: ['target_customer_id', 'meet_at', 'satisfaction'] },
    ],
  },
  demo: { count: 60 },
});
