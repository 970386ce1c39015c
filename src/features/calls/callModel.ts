import type { CallRecord } from '../../../dataProvider';

/** How the call dialog shows a call (spec §2, §4). */
export type CallMode = 'ringing' | 'in_progress' | 'missed' | 'outgoing';

/** Session storage key of the "customer call" flag the call-back sets for the customer detail. */
export const CUSTOMER_CALL_FLAG = 'blind.customer-call';

/** Call states of the records: 0 ringing, 1 in progress, 2 ended, 3 missed, 4 no answer. */
export function callMode(call: Pick<CallRecord, 'type' | 'state'>, missed = false): CallMode {
  if (call.type === 0) return 'outgoing';
  if (missed || call.state === 3 || call.state === 4 || call.state === 2) return 'missed';
  return call.state === 1 ? 'in_progress' : 'ringing';
}

/** Spec §2: an incoming customer with gender -1 and customer_type 1 is asked for a gender (V19). */
export function needsGender(call: Pick<CallRecord, 'type' | 'customer' | 'customer_type'>): boolean {
  return call.type === 1 && call.customer?.gender === -1 && call.customer_type === 1;
}

/** The number that called in (incoming) or was called (outgoing). */
export function callNumber(call: Pick<CallRecord, 'type' | 'from_phone' | 'to_phone'>): string {
  return (call.type === 0 ? call.to_phone : call.from_phone) ?? '';
}

/** The call a socket message is about (`call_id`, else `id`). */
export function callIdOf(args: unknown): string | number | undefined {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return undefined;
  const record = args as Record<string, unknown>;
  const id = record.call_id ?? record.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : undefined;
}

/** A missed incoming call nobody has called back nor ignored yet (`handle_state` 0, issue 42). */
export function isUnhandledMissed(call: Pick<CallRecord, 'type' | 'state' | 'handle_state'>): boolean {
  return call.type === 1 && call.state === 3 && call.handle_state === 0;
}
