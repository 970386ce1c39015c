import { defineSeeder } from '../seeding';

const OPTIONS: readonly string[] = [
  '公务员',
  '教师',
  '医生',
  '护士',
  '工程师',
  '程序员',
  '销售',
  '金融从业者',
  '个体经营',
  '企业管理',
];

export default defineSeeder({
  build(_ctx, _start, index) {
    return { name: OPTIONS[index % OPTIONS.length], sort: index + 1, status: 1 };
  },
});
