import { defineFeatureMessages } from '../types';

/** Strings of the interface settings drawer (`app.preferences.*`, issue 45, spec §3 app settings). */
export default defineFeatureMessages({
  'en-US': {
    title: 'Interface settings',
    sections: {
      theme: 'Theme',
      color: 'Primary color',
      display: 'Display',
      layout: 'Layout',
      tabs: 'Tabs and messages',
    },
    themeMode: { light: 'Light', dark: 'Dark', system: 'Follow the system' },
    primaryColor: { rose: 'Rose', blue: 'Blue', teal: 'Teal', purple: 'Purple', orange: 'Orange' },
    weakMode: 'Weak mode',
    layout: { label: 'Menu', side: 'Side menu', top: 'Top menu', mixed: 'Mixed' },
    contentWidth: { label: 'Content width', fluid: 'Fluid', fixed: 'Fixed' },
    fixedHeader: 'Fixed header',
    fixedSidebar: 'Fixed sidebar',
    autoHideHeader: 'Hide the header on scroll',
    multiTab: 'Multi-tab',
    hints: {
      weakMode: 'Greyscale, for colour-weak users and dim rooms',
      multiTab: 'Off: each page opened replaces the one on screen',
    },
    showUnreadCount: 'Show the unread message count',
    reset: 'Reset to defaults',
    reset_done: 'Defaults restored',
    undo: 'Undo',
  },
  'zh-CN': {
    title: '界面设置',
    sections: {
      theme: '主题',
      color: '主题色',
      display: '显示',
      layout: '布局',
      tabs: '标签页与消息',
    },
    themeMode: { light: '浅色', dark: '深色', system: '跟随系统' },
    primaryColor: { rose: '玫瑰红', blue: '蓝色', teal: '青色', purple: '紫色', orange: '橙色' },
    weakMode: '色弱模式',
    layout: { label: '菜单', side: '侧边菜单', top: '顶部菜单', mixed: '混合菜单' },
    contentWidth: { label: '内容宽度', fluid: '流式', fixed: '定宽' },
    fixedHeader: '固定顶栏',
    fixedSidebar: '固定侧边栏',
    autoHideHeader: '滚动时隐藏顶栏',
    multiTab: '多标签页',
    hints: {
      weakMode: '灰度显示，适合色弱用户和光线较暗的环境',
      multiTab: '关闭后，打开的页面替换当前页面',
    },
    showUnreadCount: '显示未读消息数',
    reset: '恢复默认设置',
    reset_done: '已恢复默认设置',
    undo: '撤销',
  },
});
