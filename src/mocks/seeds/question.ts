import { defineSeeder } from '../seeding';

/** The love questionnaire: title, type (1 single, 2 multiple, 3 free text) and its options. */
export const QUESTIONNAIRE: readonly { title: string; type: 1 | 2 | 3; options: readonly string[] }[] = [
  {
    title: '你理想的周末是怎样度过的？',
    type: 1,
    options: ['宅家看剧', '户外运动', '约朋友聚会', '学习充电'],
  },
  { title: '你能接受异地恋吗？', type: 1, options: ['可以接受', '短期可以', '不能接受'] },
  { title: '婚后希望和父母同住吗？', type: 1, options: ['希望同住', '住得近就好', '不希望同住'] },
  { title: '你更看重对方哪些方面？', type: 2, options: ['人品', '学历', '经济条件', '外貌', '家庭背景'] },
  { title: '你打算什么时候结婚？', type: 1, options: ['一年内', '一到两年', '三年以上', '顺其自然'] },
  { title: '你对生育的态度是？', type: 1, options: ['想要一个孩子', '想要两个孩子', '丁克', '随缘'] },
  { title: '你的兴趣爱好有哪些？', type: 2, options: ['旅行', '读书', '美食', '健身', '音乐', '摄影'] },
  { title: '描述一下你心目中的另一半', type: 3, options: [] },
  { title: '你能接受对方有婚史吗？', type: 1, options: ['可以接受', '无子女可以', '不能接受'] },
  { title: '婚后家务如何分工？', type: 1, options: ['平均分担', '谁有空谁做', '请家政'] },
  { title: '你的消费观更接近哪一种？', type: 1, options: ['勤俭节约', '理性消费', '享受当下'] },
  { title: '有什么想对红娘说的？', type: 3, options: [] },
];

export default defineSeeder({
  build(_ctx, _start, index) {
    const q = QUESTIONNAIRE[index % QUESTIONNAIRE.length];
    return { title: q.title, type: q.type, sort: (index + 1) * 10, status: 1, description: undefined };
  },
});
