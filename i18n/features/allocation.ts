import { defineFeatureMessages } from '../types';

/** Strings of the allocation of customers to a matchmaker (`app.allocation.*`, spec §2, §5, S07). */
export default defineFeatureMessages({
  'en-US': {
    action: 'Allocate',
    title: 'Allocate to a matchmaker',
    selected: '%{count} customer(s) selected',
    worker: 'Matchmaker',
    worker_group: {
      both: 'Sales and matchmaking',
      match: 'Matchmaking',
    },
    customers: '%{count} customers',
    sub_type: 'Intake method',
    sub_type_choice: { 1: 'Sell my users', 2: 'Serve talents' },
    store: 'Store',
    worker_required: 'Please choose a matchmaker',
    sub_type_required: 'Please choose an intake method',
    submit: 'Allocate',
    success: 'Allocated %{count} customer(s)',
  },
  'zh-CN': {
    action: '分配',
    title: '分配红娘',
    selected: '已选择 %{count} 位客户',
    worker: '红娘',
    worker_group: {
      both: '销售兼红娘',
      match: '红娘',
    },
    customers: '%{count} 位客户',
    sub_type: '入库方式',
    sub_type_choice: { 1: '卖我的用户', 2: '服务人才' },
    store: '门店',
    worker_required: '请选择红娘',
    sub_type_required: '请选择入库方式',
    submit: '分配',
    success: '已分配 %{count} 位客户',
  },
});
