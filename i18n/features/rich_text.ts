import { defineFeatureMessages } from '../types';

/** The rich-text editor's own texts (`app.rich_text.*`); its toolbar reads `ra.tiptap.*`. */
export default defineFeatureMessages({
  'en-US': {
    loading: 'Loading the editor…',
    toolbar: 'Formatting',
    link: {
      title: 'Link',
      url: 'Address',
      hint: 'An http(s) or mailto: address, or a path of this app',
      invalid: 'Enter an http(s) or mailto: address, or a path of this app',
      apply: 'Apply',
      remove: 'Remove the link',
    },
  },
  'zh-CN': {
    loading: '正在加载编辑器…',
    toolbar: '格式',
    link: {
      title: '链接',
      url: '链接地址',
      hint: 'http(s) 或 mailto: 地址，或本系统内的路径',
      invalid: '请输入 http(s) 或 mailto: 地址，或本系统内的路径',
      apply: '确定',
      remove: '移除链接',
    },
  },
});
