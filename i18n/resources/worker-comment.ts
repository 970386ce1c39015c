import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Matchmaker review |||| Matchmaker reviews',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      worker_id: 'Matchmaker',
      score: 'Rating',
      content: 'Comment',
      is_public: 'Public',
      created_at: 'Created at',
    },
    enums: {
      score: { 5: '5 stars', 4: '4 stars', 3: '3 stars', 2: '2 stars', 1: '1 star' },
    },
    sections: { basic: 'Review' },
  },
  'zh-CN': {
    name: '红娘评价',
    fields: {
      id: 'ID',
      customer_id: '客户',
      worker_id: '红娘',
      score: '评分',
      content: '评价内容',
      is_public: '是否公开',
      created_at: '评价时间',
    },
    enums: {
      score: { 5: '五星', 4: '四星', 3: '三星', 2: '二星', 1: '一星' },
    },
    sections: { basic: '评价信息' },
  },
});
