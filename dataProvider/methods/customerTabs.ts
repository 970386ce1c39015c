import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { idSchema, request, unwrapData } from './request';

/**
 * The calls of the customer detail page's tabs beyond the generated CRUD (issue 11): the batch
 * update of a customer's questionnaire answers. Body shape ours, answered alike by the demo API.
 */

/** Remarks per page of the remarks tab; the remark notice's `page` counts in pages of this size. */
export const REMARK_PAGE_SIZE = 10;

export const questionAnswerChangeSchema = z.object({
  id: z.number().int(),
  answer_id: z.number().int().nullable().optional(),
  content: z.string().max(500).nullable().optional(),
});
export type QuestionAnswerChange = z.infer<typeof questionAnswerChangeSchema>;

/** `PUT customer-question-answer/batch-update {answers}` → `{data: {updated}}`: how many changed. */
export const batchAnswerResultSchema = z.preprocess(
  unwrapData,
  z.object({ updated: z.number().int(), ids: z.array(idSchema).optional() }),
);

export function customerTabMethods(client: AxiosInstance) {
  return {
    /** `PUT customer-question-answer/batch-update`: several answers of a customer at once. */
    batchUpdateQuestionAnswers: (answers: readonly QuestionAnswerChange[]) =>
      request(client, 'PUT', API_PATHS.customerTabs.questionAnswerBatch, batchAnswerResultSchema, {
        answers,
      }),
  };
}
