import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { faultSchema } from '../faults';
import { langOf, zodErrorMap } from '../messages';
import { fail, invalid, noContent, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';

/**
 * The demo API's own calls (open to anyone, never hit by a fault, not proxied by nginx):
 * - `POST /__demo/reset` reseeds the store (sessions survive);
 * - `GET /__demo/status` → `{ data: { persistence: { mode, reason?, detail? }, fault } }`;
 * - `GET|POST|DELETE /__demo/fault` reads, sets or clears the fault switch (docs/demo-faults.md).
 */
const demo: BespokeHandlers = ({ db, route, faults }) => [
  route('post', API_PATHS.demo.reset, async () => {
    await db.reset();
    return noContent();
  }),
  route('get', API_PATHS.demo.status, () =>
    HttpResponse.json({ data: { persistence: db.persistence, fault: faults.get() ?? null } }),
  ),
  route('get', API_PATHS.demo.fault, () => HttpResponse.json({ data: faults.get() ?? null })),
  route('post', API_PATHS.demo.fault, async ({ request }) => {
    const lang = langOf(request);
    const body = await readBody(request);
    if (!body) return fail(422, lang, 'invalidBody');
    const result = faultSchema.safeParse(body, { error: zodErrorMap(lang) });
    if (!result.success) return invalid(lang, result.error);
    faults.set(result.data);
    return HttpResponse.json({ data: result.data });
  }),
  route('delete', API_PATHS.demo.fault, () => {
    faults.set(undefined);
    return noContent();
  }),
];

export default demo;
