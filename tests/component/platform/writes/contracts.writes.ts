import type { WriteRow } from './types';

/** A contract as the generator sends it, Chinese where the user types. */
const body = {
  customer_id: 1,
  config_id: 2,
  package_id: 1,
  party_b: '王芳',
  party_b_detail: {
    real_name: '王芳',
    id_card: '110101199001011234',
    gender: '女',
    age: '35',
    education: '本科',
    height: '165',
    marriage: '未婚',
    habitation: '北京市朝阳区',
    wants: '年龄 33-40 岁，本科及以上',
  },
  services: [{ content: '每月推荐三位会员' }, { content: '专属红娘一对一服务' }],
  expireTime: { start: '2025-06-01', end: '2026-05-31' },
  order_price: 12345.67,
  signed_at: '2025-06-01',
  attaches: [{ url: 'https://files.example.com/signed.pdf' }],
};

export const writes: WriteRow[] = [
  { name: 'contracts.create', vars: body },
  {
    name: 'contracts.update',
    vars: { id: 1, body, previous: { ...body, order_price: 9800 }, revision: 1 },
  },
  { name: 'contracts.preview', vars: { ...body, no: 'HT20250601001' } },
  { name: 'contracts.sendMessage', vars: 9 },
];
