import { z } from 'zod';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { defineResource, type Operation } from './core/define';
import { field } from './core/meta';
import { choice, grant, recordId, ref, stamp } from './core/fields';
import { CUSTOMER_TYPES } from './customer';

/** Spec §3: 0 outgoing, 1 incoming. */
export const CALL_TYPES = [0, 1] as const;
/** 0 ringing, 1 in progress, 2 ended, 3 missed, 4 no answer. */
export const CALL_STATES = [0, 1, 2, 3, 4] as const;
/**
 * What became of a missed incoming call (ours, issue 42): 0 not handled yet, 1 called back, 2
 * ignored. Only missed incoming calls carry it; the missed-call banner counts the unhandled ones.
 */
export const MISSED_HANDLING = [0, 1, 2] as const;

export const callRecordSchema = () =>
  z.object({
    id: recordId(),
    type: choice(CALL_TYPES),
    state: choice(CALL_STATES),
    status_name: z.string().max(20).optional(),
    // One side of every call is the customer's phone: masked like the customer's own.
    from_phone: field(z.string().max(20), { widget: 'phone', permission: 'user_view.phone' }),
    to_phone: field(z.string().max(20), { widget: 'phone', permission: 'user_view.phone' }),
    customer_id: ref('customer', 'name').optional(),
    customer_type: choice(CUSTOMER_TYPES).optional(),
    worker_id: ref('worker', 'name').optional(),
    duration: z.number().int().min(0).optional(),
    record_url: field(z.string().optional(), { widget: 'audio' }),
    ai_analysis_result: field(z.string().optional(), { widget: 'textarea' }),
    handle_state: choice(MISSED_HANDLING, {
      readOnly: true,
      tones: { 0: 'warning', 1: 'success' },
    }).optional(),
    created_at: stamp(),
  });

const operations: readonly Operation[] = ['list', 'show'];

/**
 * Phone calls (spec §3 call record, §7 `worker-call`, read only; answer, close, no-answer and the AI
 * result are calls of the call dialog).
 */
export default defineResource({
  name: 'worker-call',
  api: { path: 'worker-call' },
  schema: callRecordSchema,
  menu: { section: 'operate', icon: PhoneInTalkIcon, order: 10 },
  operations,
  access: grant(operations, ['user_view']),
  list: {
    columns: [
      'created_at',
      'type',
      'customer_id',
      'from_phone',
      'to_phone',
      'status_name',
      'handle_state',
      'duration',
      'record_url',
      'worker_id',
    ],
    sort: { field: 'id', order: 'DESC' },
    search: true,
    filters: ['type', 'state', 'handle_state', 'customer_id', 'worker_id', 'created_at'],
  },
  show: {
    sections: [
      {
        key: 'call',
        fields: [
          'type',
          'state',
          'status_name',
          'handle_state',
          'from_phone',
          'to_phone',
          'duration',
          'created_at',
        ],
      },
      { key: 'customer', fields: ['customer_id', 'customer_type', 'worker_id'] },
      { key: 'recording', fields: ['record_url', 'ai_analysis_result'] },
    ],
  },
  demo: { count: 60 },
});
