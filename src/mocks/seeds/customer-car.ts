import { defineSeeder } from '../seeding';

const OPTIONS: readonly string[] = [
  '无车',
  '有车（10万以下）',
  '有车（10-20万）',
  '有车（20-30万）',
  '有车（30-50万）',
  '有车（50万以上）',
  '有车（贷款中）',
  '计划购车',
  '公司配车',
  '暂不透露',
];

export default defineSeeder({
  build(_ctx, _start, index) {
    return { name: OPTIONS[index % OPTIONS.length], sort: index + 1, status: 1 };
  },
});
