import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Dealer |||| Dealers',
    fields: {
      id: 'ID',
      name: 'Name',
      contact: 'Contact person',
      phone: 'Phone',
      level: 'Level',
      area: 'Area',
      address: 'Address',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      level: { 1: 'Provincial agent', 2: 'City agent', 3: 'Retailer' },
      status: { 1: 'Active', 0: 'Suspended' },
    },
    sections: { basic: 'Dealer', contact: 'Contact' },
  },
  'zh-CN': {
    name: '经销商',
    fields: {
      id: 'ID',
      name: '经销商名称',
      contact: '联系人',
      phone: '联系电话',
      level: '等级',
      area: '所在地区',
      address: '详细地址',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      level: { 1: '省级代理', 2: '市级代理', 3: '零售商' },
      status: { 1: '合作中', 0: '已暂停' },
    },
    sections: { basic: '经销商信息', contact: '联系方式' },
  },
});
