/** The history collections the customer detail's tabs list and count, by customer (`customer_id`). */
export const DETAIL_HISTORIES = [
  'worker-user',
  'customer-service-record',
  'worker-call',
  'worker-user-remark',
  'customer-action-log',
  'customer-question-answer',
  'customer-connect',
  'contract',
] as const;
