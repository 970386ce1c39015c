import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Answer option |||| Answer options',
    fields: { id: 'ID', question_id: 'Question', content: 'Option', sort: 'Order', created_at: 'Created at' },
    sections: { basic: 'Answer option' },
  },
  'zh-CN': {
    name: '题目选项',
    fields: { id: 'ID', question_id: '所属题目', content: '选项内容', sort: '排序', created_at: '创建时间' },
    sections: { basic: '选项信息' },
  },
});
