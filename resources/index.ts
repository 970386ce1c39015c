import type { ResourceDefinition } from './core/define';
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

/** The registry: every resource of the app, in no particular order (menus sort by section/order). */
export const resources: readonly ResourceDefinition[] = [
  customer,
  store,
  worker,
  smsTemplate,
  payAccount,
  domain,
  workerUser,
  customerServiceRecord,
  customerActionLog,
  customerInteract,
  customerConnect,
  customerAuth,
  reminderList,
  workerComment,
  question,
  answer,
  customerQuestionAnswer,
  customerKeyRecord,
  workerUserRemark,
  guestWallSpecialUser,
  workerDevice,
  workerSchedule,
  workerUserTemplate,
  workerCall,
  callTemplate,
  smsRecord,
  tag,
  customerFeature,
  packageResource,
  channel,
  explanation,
  area,
  customerJob,
  customerCar,
  customerHouse,
  attachTag,
  attach,
  domainDns,
  domainQiniu,
  exchange,
  extPhone,
  contractConfig,
  serviceConfig,
  pack,
  noticeMessage,
  category,
  goods,
  goodsFeature,
  homeBanner,
  shortcutIcon,
  newGoods,
  hotGoods,
  showroomTemplate,
  purchaseOrder,
  dealer,
  salesOrder,
  stock,
  warehouseRecord,
  systemAccount,
  operationLog,
];

export function findResource(name: string, list: readonly ResourceDefinition[] = resources) {
  return list.find((r) => r.name === name);
}
