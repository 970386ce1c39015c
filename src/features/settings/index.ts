import { lazyWithReload } from '../../platform/chunks';
import { defineFeature, definePage } from '../../platform/pages';
import { configPages } from './configPages';
import { ResendSmsButton } from './sms/ResendSmsButton';
import { SmsContentInput } from './sms/SmsContentInput';

/** Settings (issue 16): the configuration pages, the SMS tools and the SMS recharge page. */
export const settingsFeature = defineFeature({
  name: 'settings',
  pages: [
    ...configPages,
    definePage({
      route: 'smsRecharge',
      title: 'app.sms.recharge_title',
      access: ['setting.recharge.sms', 'setting.recharge.bill'],
      component: lazyWithReload(() => import('./sms/SmsRechargePage')),
    }),
  ],
  bindings: {
    'sms-template': { fields: { content: { input: SmsContentInput } } },
    'sms-record': { recordActions: [ResendSmsButton] },
  },
});
