import { defineFeatureMessages } from '../types';

/** Strings of the command palette (`app.palette.*`). */
export default defineFeatureMessages({
  'en-US': {
    open: 'command palette',
    title: 'Command palette',
    placeholder: 'Go to a page, or find a customer by number or name',
    results: 'Results',
    groups: { recent: 'Recent', pages: 'Pages', customers: 'Customers' },
    lookup: 'Look up user number / phone %{number}',
    searching: 'Searching customers…',
    no_result: 'Nothing found for “%{query}”',
    count: '%{smart_count} result |||| %{smart_count} results',
    hint_move: 'move',
    hint_open: 'open',
    hint_close: 'close',
  },
  'zh-CN': {
    open: '命令面板',
    title: '命令面板',
    placeholder: '跳转到页面，或按编号、姓名查找客户',
    results: '结果',
    groups: { recent: '最近使用', pages: '页面', customers: '客户' },
    lookup: '按用户编号/手机号查找 %{number}',
    searching: '正在搜索客户…',
    no_result: '没有找到与“%{query}”相关的内容',
    count: '%{smart_count} 个结果',
    hint_move: '选择',
    hint_open: '打开',
    hint_close: '关闭',
  },
});
