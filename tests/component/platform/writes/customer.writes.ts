import type { WriteRow } from './types';

/** A spreadsheet of the customer import (its content does not matter: the server fails). */
const sheet = new File(['姓名,手机\n林小雨,13800001111\n'], '客户导入.csv', { type: 'text/csv' });
/** The clean file the import wizard sends (field keys, converted cells). */
const clean = new File(['\uFEFFname,phone\r\n林小雨,13800001111'], 'customer.csv', { type: 'text/csv' });

export const writes: WriteRow[] = [
  { name: 'customer.numberSearch', vars: '10086' },
  { name: 'customer.allocate', vars: { ids: [3, 4], type: 0, worker_id: 2, store_id: 1, sub_type: 2 } },
  { name: 'customer.claim', vars: { ids: [5], type: 2, worker_id: 2, store_id: 1, sub_type: 1 } },
  { name: 'customer.backToSea', vars: { ids: [3], reason: '一个月联系不上，放回公海' } },
  { name: 'customer.avgAssign', vars: { ids: [5, 6, 7], worker_ids: [2, 3] } },
  { name: 'customer.remove', vars: { ids: [3, 4], removal_reason: 2 } },
  { name: 'customer.restore', vars: { ids: [3] } },
  { name: 'customer.clearBin', vars: { ids: [3, 4] } },
  { name: 'customer.batchUpdate', vars: { ids: [1, 2, 3], data: { user_status: 4 } } },
  { name: 'customer.vipTime', vars: { id: 1, vip_expire_at: '2031-03-15', revision: 1 } },
  { name: 'customer.copy', vars: { id: 1 } },
  { name: 'customer.changeBind', vars: { id: 1, worker_id: 3, revision: 1 } },
  { name: 'customer.reveal', vars: { id: 1, field: 'phone' } },
  { name: 'customer.import', vars: { file: sheet, onProgress: () => undefined } },
  { name: 'customer.importCheck', vars: { file: clean } },
  { name: 'customer.importRows', vars: { file: clean, duplicate: 'update' } },
  {
    name: 'customer.profile',
    vars: {
      id: 1,
      data: { name: '林小雨', gender: 0, height: 168 },
      previousData: { id: 1, name: '林晓雨' },
    },
  },
  {
    name: 'customer.avatar',
    vars: { id: 1, avatar: 'https://cdn.example.com/avatar/1.png', previousData: { id: 1, name: '林小雨' } },
  },
  { name: 'customer.galleryToAvatar', vars: { id: 1, gallery_id: 2 } },
  { name: 'customer.followUp', vars: { customer_id: 1, method: 1, content: '电话沟通，约了周六下午见面' } },
  { name: 'customer.remark', vars: { customer_id: 1, content: '本周内安排第二次见面。' } },
  { name: 'customer.questionAnswers', vars: [{ id: 1, answer_id: 3, content: '喜欢旅行' }] },
];
