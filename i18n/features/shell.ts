import { defineFeatureMessages } from '../types';

/** Strings of the app shell (`app.shell.*`). */
export default defineFeatureMessages({
  'en-US': {
    account: 'Account',
  },
  'zh-CN': {
    account: '账户',
  },
});
