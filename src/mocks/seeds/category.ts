import { defineSeeder } from '../seeding';

/** Top categories (ids 1…5) then their children, with the index of their parent. */
export const CATEGORIES: readonly { name: string; parent?: number }[] = [
  { name: '客厅家具' },
  { name: '卧室家具' },
  { name: '餐厅家具' },
  { name: '灯饰照明' },
  { name: '家纺软装' },
  { name: '沙发', parent: 1 },
  { name: '茶几', parent: 1 },
  { name: '电视柜', parent: 1 },
  { name: '床', parent: 2 },
  { name: '床垫', parent: 2 },
  { name: '衣柜', parent: 2 },
  { name: '床头柜', parent: 2 },
  { name: '餐桌', parent: 3 },
  { name: '餐椅', parent: 3 },
  { name: '餐边柜', parent: 3 },
  { name: '吊灯', parent: 4 },
  { name: '落地灯', parent: 4 },
  { name: '窗帘', parent: 5 },
  { name: '地毯', parent: 5 },
  { name: '床品套件', parent: 5 },
];

export default defineSeeder({
  build(_ctx, _start, index) {
    const c = CATEGORIES[index % CATEGORIES.length];
    return { name: c.name, parent_id: c.parent, icon: undefined, sort: index + 1, status: 1 };
  },
});
