import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Showroom template |||| Showroom templates',
    fields: {
      id: 'ID',
      name: 'Name',
      style: 'Style',
      cover: 'Cover',
      area_sqm: 'Floor area (m²)',
      goods_ids: 'Goods shown',
      description: 'Description',
      status: 'Status',
      created_at: 'Created at',
    },
    enums: {
      style: {
        modern: 'Modern',
        chinese: 'New Chinese',
        nordic: 'Nordic',
        luxury: 'Light luxury',
        japanese: 'Japanese',
      },
      status: { 1: 'Published', 0: 'Draft' },
    },
    sections: { basic: 'Template room', goods: 'Goods' },
  },
  'zh-CN': {
    name: '样板间',
    fields: {
      id: 'ID',
      name: '样板间名称',
      style: '风格',
      cover: '封面',
      area_sqm: '面积（㎡）',
      goods_ids: '陈列商品',
      description: '介绍',
      status: '状态',
      created_at: '创建时间',
    },
    enums: {
      style: { modern: '现代简约', chinese: '新中式', nordic: '北欧', luxury: '轻奢', japanese: '日式' },
      status: { 1: '已发布', 0: '草稿' },
    },
    sections: { basic: '样板间信息', goods: '陈列商品' },
  },
});
