import { defineFeatureMessages } from '../types';

/** Strings of the new-version check (`app.version.*`, spec §4, E12). */
export default defineFeatureMessages({
  'en-US': {
    title: 'New version',
    prompt: 'A new version is available, please click confirm to refresh the page',
    confirm: 'Confirm',
    cancel: 'Later',
  },
  'zh-CN': {
    title: '新版本',
    prompt: '检测到新版本，请点击确认刷新页面',
    confirm: '确认',
    cancel: '稍后',
  },
});
