import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Explanation |||| Explanations',
    fields: {
      id: 'ID',
      type: 'Type',
      name: 'Term',
      note: 'Explanation',
      sort: 'Order',
      created_at: 'Created at',
    },
    enums: { type: { 1: 'Customer status', 2: 'Service item', 3: 'Glossary' } },
    sections: { basic: 'Explanation' },
  },
  'zh-CN': {
    name: '名词说明',
    fields: { id: 'ID', type: '类型', name: '名称', note: '说明', sort: '排序', created_at: '创建时间' },
    enums: { type: { 1: '客户状态', 2: '服务项目', 3: '名词解释' } },
    sections: { basic: '说明信息' },
  },
});
