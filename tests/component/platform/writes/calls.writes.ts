import type { WriteRow } from './types';

export const writes: WriteRow[] = [
  { name: 'calls.callCustomer', vars: 12 },
  { name: 'calls.answer', vars: 5 },
  { name: 'calls.hangUp', vars: { id: 5, gender: 1 } },
  { name: 'calls.noAnswer', vars: 6 },
  { name: 'calls.ignore', vars: 8 },
  { name: 'calls.simulate', vars: 'incoming' },
  {
    name: 'calls.analyse',
    vars: {
      id: 7,
      text: '顾问：您好，我是红娘小王，想了解一下您的择偶要求。\n客户：希望对方有稳定工作，性格温和。',
      account: { site_id: 1, username: 'admin' },
    },
  },
];
