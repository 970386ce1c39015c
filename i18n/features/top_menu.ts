import { defineFeatureMessages } from '../types';

/** Strings of the menus in the header of the top and mixed layouts (`app.top_menu.*`, issue 45). */
export default defineFeatureMessages({
  'en-US': {
    more: 'More',
    sections: 'Menu sections',
  },
  'zh-CN': {
    more: '更多',
    sections: '菜单分区',
  },
});
