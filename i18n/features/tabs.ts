import { defineFeatureMessages } from '../types';

/** Strings of the multi-tab bar (`app.tabs.*`, spec §2, E14). */
export default defineFeatureMessages({
  'en-US': {
    label: 'Open pages',
    close: 'Close',
    close_tab: 'Close "%{title}"',
    close_others: 'Close others',
    close_right: 'Close tabs to the right',
    close_left: 'Close tabs to the left',
    close_all: 'Close all',
    messages: {
      last: 'this is the last tab, cannot be closed',
      no_other: 'no other tabs',
      no_left: 'no tabs on the left',
      no_right: 'no tabs on the right',
    },
  },
  'zh-CN': {
    label: '已打开的页面',
    close: '关闭',
    close_tab: '关闭“%{title}”',
    close_others: '关闭其他',
    close_right: '关闭右侧',
    close_left: '关闭左侧',
    close_all: '关闭全部',
    messages: {
      last: '这已经是最后一页，不能再关闭了',
      no_other: '没有其他标签页',
      no_left: '左侧没有标签页',
      no_right: '右侧没有标签页',
    },
  },
});
