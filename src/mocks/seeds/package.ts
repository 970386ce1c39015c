import { defineSeeder } from '../seeding';

const PACKAGES: readonly {
  name: string;
  price: number;
  original_price?: number;
  duration_days: number;
  meet_times: number;
  description: string;
}[] = [
  {
    name: '体验卡',
    price: 999,
    duration_days: 30,
    meet_times: 2,
    description: '一个月内安排2次见面，适合初次了解服务的客户。',
  },
  {
    name: '银卡会员',
    price: 6800,
    original_price: 8800,
    duration_days: 180,
    meet_times: 6,
    description: '半年服务期，专属红娘一对一推荐。',
  },
  {
    name: '金卡会员',
    price: 16800,
    original_price: 19800,
    duration_days: 365,
    meet_times: 12,
    description: '一年服务期，每月至少安排一次见面，含形象指导。',
  },
  {
    name: '钻石会员',
    price: 39800,
    original_price: 49800,
    duration_days: 730,
    meet_times: 30,
    description: '两年服务期，资深红娘全程陪同，优先推荐优质资源。',
  },
  {
    name: '至尊私人定制',
    price: 99800,
    duration_days: 1095,
    meet_times: 60,
    description: '三年服务期，全国资源定向寻找，情感顾问全程服务。',
  },
  {
    name: '续费金卡',
    price: 12800,
    original_price: 16800,
    duration_days: 365,
    meet_times: 12,
    description: '老会员续费专享价。',
  },
  {
    name: '见面单次卡',
    price: 599,
    duration_days: 30,
    meet_times: 1,
    description: '单次见面安排，含见面场地。',
  },
  {
    name: '形象改造套餐',
    price: 2980,
    duration_days: 60,
    meet_times: 0,
    description: '造型设计、形象照拍摄与穿搭指导。',
  },
  { name: '情感咨询套餐', price: 1980, duration_days: 90, meet_times: 0, description: '6次一对一情感咨询。' },
  {
    name: '线下活动季卡',
    price: 1280,
    duration_days: 90,
    meet_times: 0,
    description: '三个月内不限次参加门店交友活动。',
  },
];

export default defineSeeder({
  build(_ctx, _start, index) {
    const p = PACKAGES[index % PACKAGES.length];
    return { ...p, sort: index + 1, status: index === 9 ? 0 : 1 };
  },
});
