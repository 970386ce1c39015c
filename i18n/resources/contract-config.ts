import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Contract template |||| Contract templates',
    fields: {
      id: 'ID',
      name: 'Name',
      party_a: 'Party A (company)',
      party_a_phone: 'Party A phone',
      package_id: 'Package',
      no_prefix: 'Contract number prefix',
      terms: 'Terms',
      seal: 'Company seal',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'Enabled', 0: 'Disabled' } },
    sections: { basic: 'Template', party: 'Party A', terms: 'Terms' },
  },
  'zh-CN': {
    name: '合同配置',
    fields: {
      id: 'ID',
      name: '模板名称',
      party_a: '甲方（公司名称）',
      party_a_phone: '甲方电话',
      package_id: '适用套餐',
      no_prefix: '合同编号前缀',
      terms: '合同条款',
      seal: '公司印章',
      status: '状态',
      created_at: '创建时间',
    },
    enums: { status: { 1: '启用', 0: '停用' } },
    sections: { basic: '模板信息', party: '甲方信息', terms: '合同条款' },
  },
});
