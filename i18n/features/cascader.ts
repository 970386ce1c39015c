import { defineFeatureMessages } from '../types';

/** Strings of the area cascader (`app.cascader.*`, spec §3 area options loaded level by level). */
export default defineFeatureMessages({
  'en-US': {
    clear: 'Clear',
    loading: 'Loading…',
    empty: 'Nothing here',
    error: 'Could not load the areas',
  },
  'zh-CN': {
    clear: '清除',
    loading: '加载中…',
    empty: '暂无数据',
    error: '地区加载失败',
  },
});
