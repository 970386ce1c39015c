import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { clockMoveSchema } from '../../../dataProvider/methods/demoClock';
import { clockOffset, daysToNextWorkingDay, demoNow } from '../clock';
import { advanceClock } from '../dailyRules';
import type { DemoDb } from '../db';
import { langOf, zodErrorMap } from '../messages';
import { fail, invalid, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { formatDate, formatDateTime } from '../seeding';

/** The clock as answered: its offset and the demo's today and now. */
function clockState(db: DemoDb) {
  const now = demoNow(db);
  return { offset_days: clockOffset(db), today: formatDate(now), now: formatDateTime(now) };
}

/**
 * The demo clock (issue 42, docs/demo-api.md), open to anyone like the demo's other calls:
 * - `GET /__demo/clock` → `{ data: { offset_days, today, now } }`;
 * - `POST /__demo/clock { days: 1…366 }` or `{ to: 'next_working_day' }` moves the demo's today
 *   forward one day at a time, applying each day's business rules (dailyRules.ts), and answers the
 *   clock with what they changed: `{ data: { …clock, days, into_sea, sea_warned, expired,
 *   expiry_warned } }` (customer ids).
 */
const demoClock: BespokeHandlers = ({ db, route }) => [
  route('get', API_PATHS.demo.clock, async () => {
    await db.ready();
    return HttpResponse.json({ data: clockState(db) });
  }),
  route('post', API_PATHS.demo.clock, async ({ request }) => {
    const lang = langOf(request);
    const body = await readBody(request);
    if (!body) return fail(422, lang, 'invalidBody');
    const parsed = clockMoveSchema.safeParse(body, { error: zodErrorMap(lang) });
    if (!parsed.success) return invalid(lang, parsed.error);
    await db.ready();
    const days = 'days' in parsed.data ? parsed.data.days : daysToNextWorkingDay(demoNow(db));
    const move = advanceClock(db, days);
    return HttpResponse.json({
      data: {
        ...clockState(db),
        days,
        into_sea: move.intoSea,
        sea_warned: move.seaWarned,
        expired: move.expired,
        expiry_warned: move.expiryWarned,
      },
    });
  }),
];

export default demoClock;
