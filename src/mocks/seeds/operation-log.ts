import { alnum, defineSeeder } from '../seeding';

const ENTRIES: readonly { module: string; action: string; content: string }[] = [
  { module: 'login', action: 'login', content: '登录后台' },
  { module: 'goods', action: 'create', content: '新增商品「云朵系列 科技布三人位沙发」' },
  { module: 'goods', action: 'update', content: '修改商品价格：4999 → 4599' },
  { module: 'goods', action: 'update', content: '商品下架「暮光系列 皮面餐椅」' },
  { module: 'category', action: 'create', content: '新增分类「床头柜」' },
  { module: 'order', action: 'update', content: '采购订单确认到货' },
  { module: 'order', action: 'export', content: '导出本月销售订单' },
  { module: 'dealer', action: 'create', content: '新增经销商「杭州栖居家居生活馆」' },
  { module: 'stock', action: 'import', content: '批量导入库存盘点表' },
  { module: 'home', action: 'update', content: '调整首页轮播图排序' },
  { module: 'account', action: 'update', content: '重置账号密码' },
  { module: 'account', action: 'delete', content: '删除离职员工账号' },
];

export default defineSeeder({
  dependsOn: ['system-account'],
  build(ctx) {
    const { random } = ctx;
    const accounts = ctx.records('system-account');
    const entry = random.helpers.arrayElement(ENTRIES);
    return {
      ...entry,
      account_id: accounts.length ? random.helpers.arrayElement(accounts.slice(0, 8)).id : undefined,
      ip: `${random.helpers.arrayElement(['183.193', '116.228', '58.247', '222.66'])}.${random.number.int({ min: 1, max: 254 })}.${random.number.int({ min: 1, max: 254 })}`,
      content: `${entry.content}${entry.action === 'login' ? `（会话 ${alnum(random, 6)}）` : ''}`,
    };
  },
});
