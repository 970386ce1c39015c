import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Carousel slide |||| Carousel',
    fields: {
      id: 'ID',
      title: 'Title',
      image: 'Image',
      link: 'Link',
      sort: 'Order',
      status: 'Status',
      start_at: 'Shown from',
      end_at: 'Shown until',
      created_at: 'Created at',
    },
    enums: { status: { 1: 'Shown', 0: 'Hidden' } },
    sections: { basic: 'Slide', schedule: 'Schedule' },
  },
  'zh-CN': {
    name: '轮播图',
    fields: {
      id: 'ID',
      title: '标题',
      image: '图片',
      link: '跳转链接',
      sort: '排序',
      status: '状态',
      start_at: '开始展示',
      end_at: '结束展示',
      created_at: '创建时间',
    },
    enums: { status: { 1: '显示', 0: '隐藏' } },
    sections: { basic: '轮播信息', schedule: '展示时间' },
  },
});
