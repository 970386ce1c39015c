import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Question |||| Questions',
    fields: {
      id: 'ID',
      title: 'Question',
      type: 'Type',
      description: 'Description',
      sort: 'Order',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      type: { 1: 'Single choice', 2: 'Multiple choice', 3: 'Free text' },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: { basic: 'Question' },
  },
  'zh-CN': {
    name: '问卷题目',
    fields: {
      id: 'ID',
      title: '题目',
      type: '题型',
      description: '说明',
      sort: '排序',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      type: { 1: '单选题', 2: '多选题', 3: '问答题' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: { basic: '题目信息' },
  },
});
