import { defineSeeder } from '../seeding';

const FREE_TEXT = [
  '希望对方性格温和、有责任心，能一起经营小家庭。',
  '希望对方孝顺父母，有稳定工作，不抽烟。',
  '想找一个聊得来的人，周末可以一起爬山、看展。',
  '希望红娘多推荐本地的对象，谢谢！',
  '工作比较忙，见面尽量安排在周末。',
];

/** Answers that match their question: an option of that question, or a sentence for free-text ones. */
export default defineSeeder({
  dependsOn: ['customer', 'question', 'answer'],
  build(ctx) {
    const { random } = ctx;
    const questions = ctx.records('question');
    const answers = ctx.records('answer');
    const customers = ctx.records('customer');
    const question = questions.length ? random.helpers.arrayElement(questions) : undefined;
    const options = answers.filter((a) => a.question_id === question?.id);
    const option = options.length ? random.helpers.arrayElement(options) : undefined;
    return {
      customer_id: customers.length ? random.helpers.arrayElement(customers).id : undefined,
      question_id: question?.id,
      answer_id: option?.id,
      content: option ? undefined : random.helpers.arrayElement(FREE_TEXT),
    };
  },
});
