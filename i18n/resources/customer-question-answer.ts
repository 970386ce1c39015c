import { defineResourceMessages } from '../types';

export default defineResourceMessages({
  'en-US': {
    name: 'Questionnaire answer |||| Questionnaire answers',
    fields: {
      id: 'ID',
      customer_id: 'Customer',
      question_id: 'Question',
      answer_id: 'Chosen option',
      content: 'Written answer',
      created_at: 'Answered at',
    },
    sections: { answer: 'Answer' },
  },
  'zh-CN': {
    name: '客户问卷答案',
    fields: {
      id: 'ID',
      customer_id: '客户',
      question_id: '题目',
      answer_id: '所选选项',
      content: '填写内容',
      created_at: '作答时间',
    },
    sections: { answer: '答案' },
  },
});
