import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Customer feature |||| Customer features',
    fields: {
      id: 'ID',
      name: 'Name',
      group: 'Group',
      sort: 'Order',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      group: {
        personality: 'Personality',
        lifestyle: 'Lifestyle',
        appearance: 'Appearance',
        family: 'Family',
      },
      status: { 1: 'Enabled', 0: 'Disabled' },
    },
    sections: { basic: 'Feature' },
  },
  'zh-CN': {
    name: '客户特征',
    fields: {
      id: 'ID',
      name: '特征名称',
      group: '分组',
      sort: '排序',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      group: { personality: '性格', lifestyle: '生活习惯', appearance: '外貌', family: '家庭' },
      status: { 1: '启用', 0: '停用' },
    },
    sections: { basic: '特征信息' },
  },
});
