import { z } from 'zod';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';

/** What is certified: 1 identity, 2 education, 3 work, 4 house, 5 car, 6 marital status. */
export const AUTH_TYPES = [1, 2, 3, 4, 5, 6] as const;
/** 0 pending, 1 approved, 2 rejected. */
export const REVIEW_STATUSES = [0, 1, 2] as const;

export const customerAuthSchema = () =>
  z.object({
    id: recordId(),
    customer_id: ref('customer', 'name', { readOnly: true }),
    type: choice(AUTH_TYPES, { readOnly: true }),
    real_name: field(z.string().max(30).optional(), { readOnly: true }),
    id_card: field(
      z
        .string()
        .regex(/^\d{17}[\dX]$/)
        .optional(),
      { readOnly: true, permission: 'customer.auth.id_card' },
    ),
    image: field(z.string().optional(), { widget: 'image', readOnly: true }),
    status: choice(REVIEW_STATUSES, { tones: { 1: 'success' } }).default(0),
    reason: field(z.string().max(200).optional(), { widget: 'textarea' }),
    reviewer_id: field(ref('worker', 'name').optional(), { readOnly: true }),
    reviewed_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show', 'edit'];

/** Certificates customers submit, reviewed by staff (spec §7 `customer-auth`). */
export default defineResource({
  name: 'customer-auth',
  api: { path: 'customer-auth' },
  schema: customerAuthSchema,
  menu: { section: 'customer', icon: VerifiedUserIcon, order: 50 },
  watermark: 'authReview',
  operations,
  access: grant(operations, ['customer.auth']),
  list: {
    explanation: { type: 3, name: '认证' },
    columns: ['customer_id', 'type', 'real_name', 'status', 'reviewer_id', 'reviewed_at', 'created_at'],
    sort: { field: 'id', order: 'DESC' },
    filters: ['status', 'type', 'customer_id'],
    alwaysOnFilters: ['status'],
  },
  form: { sections: [{ key: 'review', fields: ['status', 'reason'] }] },
  show: {
    sections: [
      { key: 'certificate', fields: ['customer_id', 'type', 'real_name', 'id_card', 'image'] },
      { key: 'review', fields: ['status', 'reason', 'reviewer_id', 'reviewed_at', 'created_at'] },
    ],
  },
  demo: { count: 40 },
});
