import { defineFeatureMessages } from '../types';

/** The "?" of an explained field or screen (`app.help_hint.*`). */
export default defineFeatureMessages({
  'en-US': { label: 'what "%{name}" means' },
  'zh-CN': { label: '“%{name}”的说明' },
});
