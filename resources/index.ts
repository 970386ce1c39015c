import type { ResourceDefinition } from './core/define';
import customer from './customer';
import domain from './domain';
import payAccount from './pay-account';
import smsTemplate from './sms-template';
import store from './store';
import worker from './worker';

/** The registry: every resource of the app, in no particular order (menus sort by section/order). */
export const resources: readonly ResourceDefinition[] = [
  customer,
  store,
  worker,
  smsTemplate,
  payAccount,
  domain,
];

export function findResource(name: string, list: readonly ResourceDefinition[] = resources) {
  return list.find((r) => r.name === name);
}
