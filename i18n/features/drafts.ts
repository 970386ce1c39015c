import { defineFeatureMessages } from '../types';

/** Unsaved form values kept across a forced logout (`app.drafts.*`, issue 9). */
export default defineFeatureMessages({
  'en-US': {
    title: 'Restore unsaved changes?',
    question: 'You were logged out while editing this form. Restore the values you had typed?',
    restore: 'Restore',
    discard: 'Discard',
  },
  'zh-CN': {
    title: '恢复未保存的修改？',
    question: '编辑此表单时登录已过期。是否恢复之前输入的内容？',
    restore: '恢复',
    discard: '放弃',
  },
});
