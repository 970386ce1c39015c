import { defineSeeder } from '../seeding';

/** Some notes are formatted, as the rich-text editor writes them (issue 16 point 5). */
const ITEMS: readonly { type: number; name: string; note: string }[] = [
  { type: 1, name: '线索', note: '新登记、尚未确认服务意向的客户，由销售跟进。' },
  { type: 1, name: '公海', note: '超过规定工作日未跟进的客户会流入公海，任何销售都可以领取。' },
  { type: 1, name: '我的客户', note: '已分配给自己、正在跟进的客户。' },
  { type: 1, name: '我的分配', note: '由我分配给红娘服务的客户。' },
  { type: 1, name: '计划到期', note: '<p>会员服务期即将结束的客户，需<strong>提前沟通续费</strong>。</p>' },
  { type: 1, name: '过期会员', note: '服务期已结束的会员，可由红娘重新领取跟进。' },
  { type: 2, name: '推荐对象', note: '红娘根据择偶要求从会员库中挑选合适对象并介绍给客户。' },
  { type: 2, name: '安排见面', note: '双方同意后，由红娘协调时间地点并陪同见面。' },
  {
    type: 2,
    name: '见面反馈',
    note: '<p>见面后<strong>24小时内</strong>回访双方，记录：</p><ul><li><p>双方对彼此的评价；</p></li><li><p>是否愿意继续接触。</p></li></ul>',
  },
  {
    type: 2,
    name: '形象指导',
    note: '<p>由形象顾问提供：</p><ul><li><p>穿搭与妆容建议；</p></li><li><p>资料照拍摄指导。</p></li></ul>',
  },
  { type: 2, name: '情感咨询', note: '由情感顾问提供一对一沟通与心理疏导。' },
  { type: 2, name: '牵线', note: '客户在小程序上对心仪对象发起申请，由红娘确认后互换联系方式。' },
  { type: 3, name: '入库方式', note: '分配客户时选择：卖我的用户（销售），或服务人才（红娘）。' },
  { type: 3, name: '跟进记录', note: '员工每次与客户沟通后填写的记录，主管可对其批注。' },
  { type: 3, name: '服务记录', note: '红娘为会员提供的每一次服务的记录。' },
  {
    type: 3,
    name: '认证',
    note: '<p>客户提交的实名、学历、工作、房产等证明材料，<strong>审核通过后</strong>展示认证标识。</p>',
  },
  { type: 3, name: '嘉宾墙', note: '小程序首页展示的精选会员。' },
  { type: 3, name: '深度通话', note: '通话时长超过设定分钟数的通话，计入员工工作量统计。' },
];

export default defineSeeder({
  build(_ctx, _start, index) {
    return { ...ITEMS[index % ITEMS.length], sort: index + 1 };
  },
});
