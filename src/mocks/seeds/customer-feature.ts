import { defineSeeder } from '../seeding';

const FEATURES: Readonly<Record<string, readonly string[]>> = {
  personality: ['温柔体贴', '开朗健谈', '成熟稳重', '幽默风趣', '独立自主', '安静内敛'],
  lifestyle: ['不抽烟', '不喝酒', '爱运动', '喜欢旅行', '厨艺好', '早睡早起'],
  appearance: ['五官端正', '身材匀称', '气质佳', '爱打扮', '阳光帅气', '清秀文静'],
  family: ['父母退休', '独生子女', '家庭和睦', '有房有车', '本地户口', '父母开明'],
};
const LIST = Object.entries(FEATURES).flatMap(([group, names]) => names.map((name) => ({ name, group })));

export default defineSeeder({
  build(_ctx, _start, index) {
    return { ...LIST[index % LIST.length], sort: index + 1, status: 1 };
  },
});
