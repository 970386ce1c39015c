import { defineFeatureMessages } from '../types';

/** The "?" of an explained field or screen (`app.help_hint.*`). */
export default defineFeatureMessages({
  'en-US': {
    label: 'what "%{name}" means',
    name_help: 'exactly the word it explains as the app shows it in Chinese, e.g. 公海, 安排见面, 入库方式',
  },
  'zh-CN': {
    label: '“%{name}”的说明',
    name_help: '与系统中显示的名称完全一致，如：公海、安排见面、入库方式',
  },
});
