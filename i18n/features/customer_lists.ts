import { defineFeatureMessages } from '../types';

/** Titles of the customer life-cycle lists (`app.customer_lists.*`): menu, tab, document title. */
export default defineFeatureMessages({
  'en-US': {
    clue: 'Clues',
    public_sea: 'Public sea',
    mine: 'My customers',
    allocated: 'My allocated',
    plan_expiry: 'Expired members',
  },
  'zh-CN': {
    clue: '线索客户',
    public_sea: '公海客户',
    mine: '我的客户',
    allocated: '我的分配',
    plan_expiry: '过期会员',
  },
});
