import { avatarFor, defineSeeder } from '../seeding';

const ROOMS: readonly [string, string, number][] = [
  ['现代简约三居室', 'modern', 120],
  ['新中式大平层', 'chinese', 180],
  ['北欧风两居室', 'nordic', 89],
  ['轻奢风客厅', 'luxury', 45],
  ['日式原木卧室', 'japanese', 20],
  ['婚房样板间', 'modern', 110],
  ['新中式茶室', 'chinese', 25],
  ['北欧儿童房', 'nordic', 15],
  ['轻奢主卧套房', 'luxury', 35],
  ['日式小户型', 'japanese', 60],
  ['现代极简书房', 'modern', 18],
  ['别墅客餐厅', 'luxury', 80],
];

export default defineSeeder({
  dependsOn: ['goods'],
  build(ctx, _start, index) {
    const { random } = ctx;
    const [name, style, area] = ROOMS[index % ROOMS.length];
    const goods = ctx.records('goods');
    return {
      name,
      style,
      area_sqm: area,
      cover: avatarFor(random, name),
      goods_ids: random.helpers
        .arrayElements(goods, { min: 3, max: Math.min(8, goods.length) })
        .map((g) => g.id),
      description: `${name}，面积约${area}平方米，整体${name.slice(0, 2)}风格搭配，欢迎到店体验。`,
      status: index < 10 ? 1 : 0,
    };
  },
});
