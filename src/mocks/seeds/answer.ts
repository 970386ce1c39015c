import { defineSeeder } from '../seeding';
import { QUESTIONNAIRE } from './question';

/** Every option of the questionnaire, question by question. */
const OPTIONS = QUESTIONNAIRE.flatMap((q, i) =>
  q.options.map((content, j) => ({ question_id: i + 1, content, sort: j + 1 })),
);

export default defineSeeder({
  dependsOn: ['question'],
  build(_ctx, _start, index) {
    return { ...OPTIONS[index % OPTIONS.length] };
  },
});
