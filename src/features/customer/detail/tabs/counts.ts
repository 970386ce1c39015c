import { useCustomerCount } from './tabKit';

/** The counts in the tab labels (loaded when the page opens, one row each). */
export const useFollowCount = (customerId: number) => useCustomerCount('worker-user', customerId);
export const useServiceCount = (customerId: number) =>
  useCustomerCount('customer-service-record', customerId);
export const useCallCount = (customerId: number) => useCustomerCount('worker-call', customerId);
export const useRemarkCount = (customerId: number) => useCustomerCount('worker-user-remark', customerId);
export const useActionLogCount = (customerId: number) => useCustomerCount('customer-action-log', customerId);
export const useQuestionCount = (customerId: number) =>
  useCustomerCount('customer-question-answer', customerId);
export const useConnectCount = (customerId: number) => useCustomerCount('customer-connect', customerId);
export const useContractCount = (customerId: number) => useCustomerCount('contract', customerId);
