import { defineFeatureMessages } from '../types';

/** Strings of the area cascader (`app.cascader.*`, spec §3 area options loaded level by level, the recent ones first). */
export default defineFeatureMessages({
  'en-US': {
    clear: 'Clear',
    loading: 'Loading…',
    empty: 'Nothing here',
    error: 'Could not load the areas',
    recent: 'Recent',
  },
  'zh-CN': {
    clear: '清除',
    loading: '加载中…',
    empty: '暂无数据',
    error: '地区加载失败',
    recent: '最近选择',
  },
});
