import { defineFeatureMessages } from '../types';

/** Strings of the customer detail page's contracts tab (`app.customer_contracts.*`, issue 11). */
export default defineFeatureMessages({
  'en-US': {
    tab: 'Contracts',
    list: 'Contracts of the customer',
    empty: 'No contracts yet.',
    no: 'Contract number',
    signed_at: 'Signed on',
    period: 'Service period',
    period_range: '%{start} to %{end}',
    price: 'Amount',
    services: 'Services',
    attaches: 'Attachments',
    attach: 'Attachment %{n}',
    no_attaches: 'None',
    by: 'Signed by %{name}',
  },
  'zh-CN': {
    tab: '合同',
    list: '客户的合同',
    empty: '暂无合同',
    no: '合同编号',
    signed_at: '签订日期',
    period: '服务期限',
    period_range: '%{start} 至 %{end}',
    price: '合同金额',
    services: '服务项目',
    attaches: '附件',
    attach: '附件 %{n}',
    no_attaches: '无',
    by: '签约人：%{name}',
  },
});
