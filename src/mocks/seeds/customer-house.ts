import { defineSeeder } from '../seeding';

const OPTIONS: readonly string[] = [
  '无房',
  '已购房（无贷款）',
  '已购房（有贷款）',
  '与父母同住',
  '租房',
  '单位宿舍',
  '婚后购房',
  '有多套房产',
  '自建房',
  '暂不透露',
];

export default defineSeeder({
  build(_ctx, _start, index) {
    return { name: OPTIONS[index % OPTIONS.length], sort: index + 1, status: 1 };
  },
});
