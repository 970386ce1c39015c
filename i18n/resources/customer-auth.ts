import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Certification review |||| Certification reviews',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      type: 'Certificate',
      real_name: 'Real name',
      id_card: 'ID card number',
      image: 'Proof',
      status: 'Review status',
      reason: 'Reason',
      reviewer_id: 'Reviewer',
      reviewed_at: 'Reviewed at',
      created_at: 'Submitted at',
    },
    enums: {
      type: { 1: 'Identity', 2: 'Education', 3: 'Work', 4: 'House', 5: 'Car', 6: 'Marital status' },
      status: { 0: 'Pending', 1: 'Approved', 2: 'Rejected' },
    },
    sections: { certificate: 'Certificate', review: 'Review' },
  },
  'zh-CN': {
    name: '认证审核',
    fields: {
      id: 'ID',
      customer_id: '客户',
      type: '认证类型',
      real_name: '真实姓名',
      id_card: '身份证号',
      image: '认证材料',
      status: '审核状态',
      reason: '审核意见',
      reviewer_id: '审核人',
      reviewed_at: '审核时间',
      created_at: '提交时间',
    },
    enums: {
      type: { 1: '实名认证', 2: '学历认证', 3: '工作认证', 4: '房产认证', 5: '车辆认证', 6: '婚况认证' },
      status: { 0: '待审核', 1: '已通过', 2: '已驳回' },
    },
    sections: { certificate: '认证信息', review: '审核' },
  },
});
