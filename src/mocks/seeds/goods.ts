import { defineSeeder } from '../seeding';

/** Goods by leaf category name: [name, unit, spec, price range]. */
const GOODS: Readonly<Record<string, readonly (readonly [string, string, string, number, number])[]>> = {
  沙发: [
    ['科技布三人位沙发', '套', '2.4米', 3999, 8999],
    ['真皮转角沙发', '套', '3.2米', 8999, 19999],
  ],
  茶几: [
    ['岩板圆形茶几', '张', '直径80cm', 899, 2599],
    ['实木长方形茶几', '张', '120×60cm', 1299, 3299],
  ],
  电视柜: [['悬浮电视柜', '个', '2.0米', 1299, 3599]],
  床: [
    ['北欧实木双人床', '张', '1.8×2.0米', 2599, 6999],
    ['软包悬浮床', '张', '1.5×2.0米', 2999, 7999],
  ],
  床垫: [
    ['独立袋装弹簧床垫', '张', '1.8×2.0米', 1999, 5999],
    ['天然乳胶床垫', '张', '1.5×2.0米', 2599, 6599],
  ],
  衣柜: [['推拉门衣柜', '组', '2.0米', 3299, 8999]],
  床头柜: [['简约实木床头柜', '个', '50×40cm', 399, 999]],
  餐桌: [
    ['岩板伸缩餐桌', '张', '1.4米', 1999, 4999],
    ['胡桃木餐桌', '张', '1.6米', 3999, 8999],
  ],
  餐椅: [['皮面餐椅', '把', '标准', 299, 899]],
  餐边柜: [['轻奢餐边柜', '个', '1.2米', 1599, 3999]],
  吊灯: [['极简客厅吊灯', '盏', '直径60cm', 599, 2599]],
  落地灯: [['钓鱼落地灯', '盏', '高1.8米', 399, 1299]],
  窗帘: [['高遮光棉麻窗帘', '米', '定制', 89, 299]],
  地毯: [['羊毛客厅地毯', '块', '2.0×3.0米', 999, 3999]],
  床品套件: [['长绒棉四件套', '套', '1.8米床', 399, 1299]],
};

export default defineSeeder({
  dependsOn: ['category', 'goods-feature'],
  build(ctx, _start, index) {
    const { random } = ctx;
    const leaves = ctx.memo('goods.leaves', () =>
      ctx.records('category').filter((c) => c.parent_id !== undefined),
    );
    const features = ctx.records('goods-feature');
    const category = leaves.length ? leaves[index % leaves.length] : undefined;
    const options = GOODS[String(category?.name)] ?? GOODS['沙发'];
    const [name, unit, spec, min, max] = random.helpers.arrayElement(options);
    const series = random.helpers.arrayElement([
      '云朵',
      '森屿',
      '暮光',
      '栖居',
      '澜庭',
      '拾光',
      '简语',
      '木言',
    ]);
    return {
      name: `${series}系列 ${name}`,
      code: `HS-${String(category?.id ?? 0).padStart(2, '0')}${String(index + 1).padStart(4, '0')}`,
      category_id: category?.id,
      cover: undefined,
      price: Math.round(random.number.int({ min, max }) / 10) * 10 - 1,
      unit,
      spec,
      feature_ids: random.helpers.arrayElements(features, { min: 1, max: 3 }).map((f) => f.id),
      status: random.datatype.boolean({ probability: 0.85 }) ? 1 : 0,
      description: `${name}，${spec}，支持全国配送与上门安装。`,
    };
  },
});
