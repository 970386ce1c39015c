import type { z } from 'zod';
import type { ResourceDefinition } from './core/define';
import type { ResourceName } from './core/names';
import customer from './customer';
import domain from './domain';
import payAccount from './pay-account';
import smsTemplate from './sms-template';
import store from './store';
import worker from './worker';
import workerUser from './worker-user';
import customerServiceRecord from './customer-service-record';
import customerActionLog from './customer-action-log';
import customerInteract from './customer-interact';
import customerConnect from './customer-connect';
import customerAuth from './customer-auth';
import reminderList from './reminder-list';
import workerComment from './worker-comment';
import question from './question';
import answer from './answer';
import customerQuestionAnswer from './customer-question-answer';
import customerKeyRecord from './customer-key-record';
import workerUserRemark from './worker-user-remark';
import guestWallSpecialUser from './guest-wall-special-user';
import workerDevice from './worker-device';
import workerSchedule from './worker-schedule';
import workerUserTemplate from './worker-user-template';
import workerCall from './worker-call';
import callTemplate from './call-template';
import smsRecord from './sms-record';
import tag from './tag';
import customerFeature from './customer-feature';
import packageResource from './package';
import channel from './channel';
import explanation from './explanation';
import area from './area';
import customerJob from './customer-job';
import customerCar from './customer-car';
import customerHouse from './customer-house';
import attachTag from './attach-tag';
import attach from './attach';
import domainDns from './domain-dns';
import domainQiniu from './domain-qiniu';
import exchange from './exchange';
import extPhone from './ext-phone';
import contractConfig from './contract-config';
import contract from './contract';
import serviceConfig from './service-config';
import pack from './pack';
import noticeMessage from './notice-message';
import category from './category';
import goods from './goods';
import goodsFeature from './goods-feature';
import homeBanner from './home-banner';
import shortcutIcon from './shortcut-icon';
import newGoods from './new-goods';
import hotGoods from './hot-goods';
import showroomTemplate from './showroom-template';
import purchaseOrder from './purchase-order';
import dealer from './dealer';
import salesOrder from './sales-order';
import stock from './stock';
import warehouseRecord from './warehouse-record';
import systemAccount from './system-account';
import operationLog from './operation-log';

/**
 * The registry by name. The compiler checks it against `RESOURCE_NAMES`: a name without a
 * definition, a definition under another name, or an unlisted name fails to compile.
 */
export const registryByName = {
  customer: customer,
  store: store,
  worker: worker,
  'sms-template': smsTemplate,
  'pay-account': payAccount,
  domain: domain,
  'worker-user': workerUser,
  'customer-service-record': customerServiceRecord,
  'customer-action-log': customerActionLog,
  'customer-interact': customerInteract,
  'customer-connect': customerConnect,
  'customer-auth': customerAuth,
  'reminder-list': reminderList,
  'worker-comment': workerComment,
  question: question,
  answer: answer,
  'customer-question-answer': customerQuestionAnswer,
  'customer-key-record': customerKeyRecord,
  'worker-user-remark': workerUserRemark,
  'guest-wall-special-user': guestWallSpecialUser,
  'worker-device': workerDevice,
  'worker-schedule': workerSchedule,
  'worker-user-template': workerUserTemplate,
  'worker-call': workerCall,
  'call-template': callTemplate,
  'sms-record': smsRecord,
  tag: tag,
  'customer-feature': customerFeature,
  package: packageResource,
  channel: channel,
  explanation: explanation,
  area: area,
  'customer-job': customerJob,
  'customer-car': customerCar,
  'customer-house': customerHouse,
  'attach-tag': attachTag,
  attach: attach,
  'domain-dns': domainDns,
  'domain-qiniu': domainQiniu,
  exchange: exchange,
  'ext-phone': extPhone,
  'contract-config': contractConfig,
  contract: contract,
  'service-config': serviceConfig,
  pack: pack,
  'notice-message': noticeMessage,
  category: category,
  goods: goods,
  'goods-feature': goodsFeature,
  'home-banner': homeBanner,
  'shortcut-icon': shortcutIcon,
  'new-goods': newGoods,
  'hot-goods': hotGoods,
  'showroom-template': showroomTemplate,
  'purchase-order': purchaseOrder,
  dealer: dealer,
  'sales-order': salesOrder,
  stock: stock,
  'warehouse-record': warehouseRecord,
  'system-account': systemAccount,
  'operation-log': operationLog,
} satisfies { [N in ResourceName]: ResourceDefinition<z.ZodObject, N> };

/** The registry: every resource of the app, in no particular order (menus sort by section/order). */
export const resources: readonly ResourceDefinition[] = Object.values(registryByName);

export function findResource(name: string, list: readonly ResourceDefinition[] = resources) {
  return list.find((r) => r.name === name);
}
