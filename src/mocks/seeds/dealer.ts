import { AREAS } from '../data/china';
import { chineseName, defineSeeder, mobile } from '../seeding';

const SUFFIXES = ['家居生活馆', '家具城', '软装工作室', '全屋定制中心', '家居体验店'];
const BRANDS = ['栖居', '木言', '澜庭', '拾光', '森屿', '云朵'];

export default defineSeeder({
  build(ctx, _start, index) {
    const { random } = ctx;
    const area = AREAS[(index * 7) % AREAS.length];
    const city = area.city.replace(/市$/, '');
    const level = index < 3 ? 1 : index < 10 ? 2 : 3;
    return {
      name: `${city}${random.helpers.arrayElement(BRANDS)}${random.helpers.arrayElement(SUFFIXES)}`,
      contact: chineseName(random, -1).name,
      phone: mobile(random),
      level,
      area: area.full,
      address: `${area.full}${area.road}${random.number.int({ min: 1, max: 999 })}号`,
      status: random.datatype.boolean({ probability: 0.9 }) ? 1 : 0,
    };
  },
});
