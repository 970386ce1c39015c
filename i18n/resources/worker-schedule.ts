import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Staff schedule |||| Staff schedules',
    fields: {
      id: 'ID',
      worker_id: 'Worker',
      date: 'Date',
      shift: 'Shift',
      store_id: 'Store',
      remark: 'Remark',
      created_at: 'Created at',
    },
    enums: {
      shift: {
        morning: 'Morning',
        afternoon: 'Afternoon',
        full: 'Full day',
        night: 'Evening',
        rest: 'Day off',
      },
    },
  },
  'zh-CN': {
    name: '员工排班',
    fields: {
      id: 'ID',
      worker_id: '员工',
      date: '日期',
      shift: '班次',
      store_id: '门店',
      remark: '备注',
      created_at: '创建时间',
    },
    enums: {
      shift: { morning: '早班', afternoon: '午班', full: '全天', night: '晚班', rest: '休息' },
    },
  },
});
