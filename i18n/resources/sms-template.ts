import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'SMS template |||| SMS templates',
    fields: {
      id: 'ID',
      name: 'Name',
      sign: 'Signature',
      content: 'Content',
      scene: 'Scene',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      scene: { notice: 'Notification', marketing: 'Marketing', verify: 'Verification code' },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: {
      basic: 'Basic information',
    },
  },
  'zh-CN': {
    name: '短信模板',
    fields: {
      id: 'ID',
      name: '模板名称',
      sign: '短信签名',
      content: '模板内容',
      scene: '使用场景',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      scene: { notice: '通知', marketing: '营销', verify: '验证码' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: {
      basic: '基本信息',
    },
  },
});
