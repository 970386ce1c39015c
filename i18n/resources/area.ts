import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Area |||| Areas',
    fields: {
      id: 'ID',
      area_code: 'Area code',
      name: 'Name',
      show_children: 'Has sub-areas',
      parent_code: 'Parent area code',
    },
    enums: { show_children: { 1: 'Yes', 0: 'No' } },
  },
  'zh-CN': {
    name: '行政区域',
    fields: {
      id: 'ID',
      area_code: '区域代码',
      name: '名称',
      show_children: '有下级',
      parent_code: '上级区域代码',
    },
    enums: { show_children: { 1: '是', 0: '否' } },
  },
});
