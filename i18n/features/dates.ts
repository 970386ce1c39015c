import { defineFeatureMessages } from '../types';

/** Strings of the date-range filter (`app.dates.*`, spec §9). */
export default defineFeatureMessages({
  'en-US': {
    from: 'From',
    to: 'To',
    presets: 'Quick ranges',
    clear: 'Clear',
    preset: {
      today: 'Today',
      yesterday: 'Yesterday',
      this_week: 'This week',
      last_week: 'Last week',
      this_month: 'This month',
      last_month: 'Last month',
      this_quarter: 'This quarter',
      last_quarter: 'Last quarter',
      this_year: 'This year',
      last_year: 'Last year',
    },
  },
  'zh-CN': {
    from: '开始日期',
    to: '结束日期',
    presets: '快捷选择',
    clear: '清除',
    preset: {
      today: '今天',
      yesterday: '昨天',
      this_week: '本周',
      last_week: '上周',
      this_month: '本月',
      last_month: '上月',
      this_quarter: '本季度',
      last_quarter: '上季度',
      this_year: '今年',
      last_year: '去年',
    },
  },
});
