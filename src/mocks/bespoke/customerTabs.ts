import { HttpResponse } from 'msw';
import { z } from 'zod';
import { questionAnswerChangeSchema } from '../../../dataProvider/methods/customerTabs';
import { API_PATHS } from '../../../dataProvider/paths';
import { actionOfOperation, canAction } from '../../../resources/core/permissions';
import { resourcePath, writeSchema } from '../crud';
import { actorName } from '../identity';
import { zodErrorMap } from '../messages';
import { fail, invalid, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { present } from '../sensitive';

/** Records written by staff: the server stamps the writer (`worker_id` is read-only in the form). */
const STAMPED = ['worker-user', 'worker-user-remark', 'customer-service-record'] as const;

const batchSchema = z.object({ answers: z.array(questionAnswerChangeSchema).min(1) });

/**
 * The customer detail tabs' endpoints (issue 11):
 * - `POST worker-user`, `worker-user-remark`, `customer-service-record`: the generic create, with
 *   the caller as the writer;
 * - `PUT customer-question-answer/batch-update {answers}` → `{data: {updated, ids}}`.
 */
const customerTabs: BespokeHandlers = ({ db, route, authed }) => [
  ...STAMPED.flatMap((name) => {
    const def = db.resources.find((r) => r.name === name);
    if (!def) return [];
    return [
      route(
        'post',
        resourcePath(def),
        authed(async ({ request, me, lang }) => {
          if (!canAction(def.access?.create, me.permissions, me.actions, actionOfOperation('create')))
            return fail(403, lang, 'forbidden');
          const body = await readBody(request);
          if (!body) return fail(422, lang, 'invalidBody');
          const input = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null));
          const result = writeSchema(def, 'create').safeParse(input, { error: zodErrorMap(lang) });
          if (!result.success) return invalid(lang, result.error);
          const values = Object.fromEntries(
            Object.entries(result.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
          );
          const by = actorName(me);
          const created = db.create(def.name, { ...values, worker_id: me.session.worker_id }, by);
          // A follow-up is the customer's last one: a derived value, so the customer's version stays
          // (a profile being edited meanwhile is not made stale by its own user's follow-up).
          const customer =
            name === 'worker-user' ? db.get('customer', Number(created.customer_id)) : undefined;
          if (customer) db.storeDerived('customer', { ...customer, last_follow_at: created.created_at });
          return HttpResponse.json({ data: present(def, created, me.permissions) }, { status: 201 });
        }),
      ),
    ];
  }),
  route(
    'put',
    API_PATHS.customerTabs.questionAnswerBatch,
    authed(async ({ request, me, lang }) => {
      const def = db.resources.find((r) => r.name === 'customer-question-answer');
      if (!def) return fail(404, lang, 'notFound');
      if (!canAction(def.access?.edit, me.permissions, me.actions, actionOfOperation('edit')))
        return fail(403, lang, 'forbidden');
      const result = batchSchema.safeParse(await readBody(request), { error: zodErrorMap(lang) });
      if (!result.success) return invalid(lang, result.error);
      const ids: number[] = [];
      for (const change of result.data.answers) {
        const record = db.get(def.name, change.id);
        if (!record) return fail(404, lang, 'notFound');
        const next = { ...record };
        if (change.answer_id !== undefined) {
          if (change.answer_id === null) delete next.answer_id;
          else next.answer_id = change.answer_id;
        }
        if (change.content !== undefined) {
          if (change.content === null || change.content === '') delete next.content;
          else next.content = change.content;
        }
        db.replace(def.name, next, actorName(me));
        ids.push(record.id);
      }
      return HttpResponse.json({ data: { updated: ids.length, ids } });
    }),
  ),
];

export default customerTabs;
