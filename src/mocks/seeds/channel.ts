import { defineSeeder } from '../seeding';

/** Top channels (ids 1…6) and their sub-channels, with the index of their parent. */
const CHANNELS: readonly { name: string; parent?: number; remark?: string }[] = [
  { name: '线上推广' },
  { name: '门店自然到访' },
  { name: '转介绍' },
  { name: '线下活动' },
  { name: '合作机构' },
  { name: '电话营销' },
  { name: '抖音', parent: 1, remark: '信息流广告与直播间留资' },
  { name: '微信公众号', parent: 1 },
  { name: '微信小程序', parent: 1 },
  { name: '小红书', parent: 1 },
  { name: '百度搜索', parent: 1, remark: '关键词竞价' },
  { name: '美团点评', parent: 1 },
  { name: '商场驻点', parent: 2 },
  { name: '门店咨询', parent: 2 },
  { name: '会员转介绍', parent: 3, remark: '成功推荐奖励一次见面服务' },
  { name: '员工转介绍', parent: 3 },
  { name: '单身交友派对', parent: 4 },
  { name: '户外相亲活动', parent: 4 },
  { name: '企业联谊', parent: 4 },
  { name: '婚纱摄影合作', parent: 5 },
  { name: '社区合作', parent: 5 },
  { name: '工会合作', parent: 5 },
  { name: '400 来电', parent: 6 },
  { name: '外呼名单', parent: 6 },
];

/** The customer channel tree. */
export default defineSeeder({
  build(_ctx, _start, index) {
    const c = CHANNELS[index % CHANNELS.length];
    return {
      name: c.name,
      parent_id: c.parent,
      sort: (index % CHANNELS.length) + 1,
      status: 1,
      remark: c.remark,
    };
  },
});
