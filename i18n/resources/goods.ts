import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Goods |||| Goods',
    fields: {
      id: 'ID',
      name: 'Name',
      code: 'Item code',
      category_id: 'Category',
      cover: 'Picture',
      price: 'Price',
      unit: 'Unit',
      spec: 'Specification',
      feature_ids: 'Features',
      status: 'Status',
      description: 'Description',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'On sale', 0: 'Off shelf' } },
    sections: { basic: 'Goods', sale: 'Sale', detail: 'Details' },
  },
  'zh-CN': {
    name: '商品素材',
    fields: {
      id: 'ID',
      name: '商品名称',
      code: '商品编码',
      category_id: '分类',
      cover: '商品图片',
      price: '价格',
      unit: '单位',
      spec: '规格',
      feature_ids: '商品特色',
      status: '状态',
      description: '商品详情',
      created_at: '创建时间',
    },
    enums: { status: { 1: '上架', 0: '下架' } },
    sections: { basic: '基本信息', sale: '销售信息', detail: '商品详情' },
  },
});
