import { defineSeeder } from '../seeding';

const FEATURES = [
  '实木',
  '环保E0级',
  '免费安装',
  '包邮',
  '可定制尺寸',
  '十年质保',
  '进口面料',
  '防水防污',
  '静音五金',
  '北欧设计',
  '新中式',
  '轻奢风',
  '小户型适用',
  '儿童安全',
  '可拆洗',
  '现货速发',
];

export default defineSeeder({
  build(_ctx, _start, index) {
    return { name: FEATURES[index % FEATURES.length], sort: index + 1, status: 1 };
  },
});
