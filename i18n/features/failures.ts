import { defineFeatureMessages } from '../types';

/**
 * What the app says when a part of it fails (`app.failures.*`, issue 9): a section that crashed, a
 * list or widget whose data did not load, a start that did not finish, a demo running in memory.
 */
export default defineFeatureMessages({
  'en-US': {
    section: 'This part could not be shown.',
    tool: 'This tool failed. Click to try again.',
    load: 'Could not load the data.',
    retry: 'Retry',
    boot_title: 'The app could not start',
    boot_text:
      'Something went wrong while starting. Reload the page; if it happens again, reset the demo data.',
    boot_text_api: 'Something went wrong while starting. Please reload the page.',
    reload: 'Reload',
    reset_demo: 'Reset demo data',
    memory: 'The demo data is not saved: it lives in this page only and is lost on reload.',
    memory_reason: {
      unavailable: 'The browser offers no storage here (private window, or storage turned off).',
      blocked: 'The browser storage did not open in time (blocked by another tab?).',
      quota: 'The browser storage is full.',
      failed: 'The browser storage failed.',
    },
  },
  'zh-CN': {
    section: '此部分无法显示。',
    tool: '此工具出错，点击重试。',
    load: '数据加载失败。',
    retry: '重试',
    boot_title: '系统启动失败',
    boot_text: '启动时出现问题。请重新加载页面；若仍然失败，请重置演示数据。',
    boot_text_api: '启动时出现问题，请重新加载页面。',
    reload: '重新加载',
    reset_demo: '重置演示数据',
    memory: '演示数据未保存：仅保留在当前页面中，刷新后丢失。',
    memory_reason: {
      unavailable: '浏览器在此不提供存储（无痕窗口，或已关闭存储）。',
      blocked: '浏览器存储未能及时打开（可能被其他标签页占用）。',
      quota: '浏览器存储空间已满。',
      failed: '浏览器存储出错。',
    },
  },
});
