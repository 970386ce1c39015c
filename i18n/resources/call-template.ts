import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Call script |||| Call scripts',
    fields: {
      id: 'ID',
      name: 'Name',
      scene: 'Scene',
      content: 'Script',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      scene: {
        first_call: 'First call',
        invite: 'Store invitation',
        follow: 'Follow-up',
        renewal: 'Renewal',
      },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: { basic: 'Script' },
  },
  'zh-CN': {
    name: '电话话术',
    fields: {
      id: 'ID',
      name: '话术名称',
      scene: '使用场景',
      content: '话术内容',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      scene: { first_call: '首次来电', invite: '邀约到店', follow: '日常跟进', renewal: '续费沟通' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: { basic: '话术信息' },
  },
});
