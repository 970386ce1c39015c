import { defineFeatureMessages } from '../types';

/** Strings of the demo clock in the account menu of demo builds (`app.demo_clock.*`, issue 42). */
export default defineFeatureMessages({
  'en-US': {
    advance_day: 'Advance one day',
    advance_working_day: 'Advance to the next working day',
    today: 'Demo date: %{date}',
    moved:
      'Demo date is now %{date}: %{into_sea} customer(s) flowed into the public sea, %{expired} membership(s) expired',
  },
  'zh-CN': {
    advance_day: '时间前进一天',
    advance_working_day: '前进到下一个工作日',
    today: '演示日期：%{date}',
    moved: '演示日期已到 %{date}：%{into_sea} 位客户流入公海，%{expired} 位会员到期',
  },
});
