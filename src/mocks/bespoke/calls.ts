import { delay, HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoDb, DemoRecord } from '../db';
import { actorName, type DemoIdentity } from '../identity';
import type { Lang } from '../messages';
import { errorResponse, fail, noContent, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { readerOf } from '../sensitive';

export const CALLS = 'worker-call';

/** V19, in the request's language. */
const GENDER_REQUIRED: Readonly<Record<Lang, string>> = {
  zh_CN: '请先选择性别，再点击结束通话',
  en: 'Please choose a gender before ending the call',
};

/** E08: what the end of a call says (answered, or hung up before). */
const CLOSE_MESSAGE: Readonly<Record<'answered' | 'rejected', Record<Lang, string>>> = {
  answered: {
    zh_CN: '通话已结束，请及时填写本次通话的跟进记录。',
    en: 'The call has ended. Please write the follow-up note of this call.',
  },
  rejected: {
    zh_CN: '来电已挂断，已记为未接来电，请稍后回拨。',
    en: 'The call was hung up and recorded as missed. Please call back later.',
  },
};

const NOT_FOUND: Readonly<Record<Lang, string>> = { zh_CN: '通话不存在', en: 'No such call' };

const SCRIPT: readonly (readonly [speaker: 0 | 1, text: string])[] = [
  [0, '您好，我是婚恋中心的红娘小王，请问是张先生吗？'],
  [1, '是我，你好。'],
  [0, '上次给您推荐的李女士，您觉得怎么样？'],
  [1, '照片看着挺好的，学历和工作我也比较满意，就是年龄差得有点多。'],
  [0, '她性格很温和，家里也很支持她找年龄稍大一点、成熟稳重的。'],
  [1, '那可以先见一面聊聊，周末下午我有空。'],
  [0, '好的，我跟她确认一下时间，周六下午三点在店里可以吗？'],
  [1, '可以，到时候需要注意些什么吗？'],
  [0, '穿得整洁大方就好，我会提前把她的兴趣爱好发给您。'],
  [1, '好，谢谢你。'],
];

/** The transcript of a demo call: the script's lines, as long as the call allows. */
export function speechesOf(
  call: DemoRecord,
): { speaker_id: number; content: string; start_time: number; end_time: number }[] {
  const duration = typeof call.duration === 'number' ? call.duration : 0;
  if (call.state !== 2 || duration <= 0) return [];
  const lines = Math.max(2, Math.min(SCRIPT.length, Math.ceil(duration / 12)));
  const step = duration / lines;
  return SCRIPT.slice(0, lines).map(([speaker, content], i) => ({
    speaker_id: speaker,
    content,
    start_time: Math.round(i * step * 1000),
    end_time: Math.round((i + 1) * step * 1000 - 300),
  }));
}

/** The analysis the demo "AI" streams for a call. */
export function analysisOf(lang: Lang): string {
  return lang === 'en'
    ? 'Summary: the customer likes the recommended match (education and job) but worries about the age gap.\n' +
        'Intention: high — agreed to meet on Saturday at 3 pm in the store.\n' +
        'Risks: none noted.\n' +
        'Next step: confirm the time with the match and send her interests to the customer beforehand.'
    : '通话摘要：客户对推荐对象的学历和工作比较满意，担心年龄差距。\n' +
        '客户意向：较高，同意周六下午三点到店见面。\n' +
        '风险点：暂无。\n' +
        '下一步建议：与女方确认时间，并提前把女方的兴趣爱好发给客户。';
}

/** Splits a text in chunks of a few characters, as a streamed answer comes. */
export function chunksOf(text: string, size = 6): string[] {
  const chars = [...text];
  const chunks: string[] = [];
  for (let i = 0; i < chars.length; i += size) chunks.push(chars.slice(i, i + size).join(''));
  return chunks;
}

/** A call as the dialog and the analysis read it: customer, masked phones, recording, transcript. */
export function presentCall(db: DemoDb, me: DemoIdentity, call: DemoRecord): Record<string, unknown> {
  const read = readerOf(db.resources, CALLS, me.permissions);
  const customer = typeof call.customer_id === 'number' ? db.get('customer', call.customer_id) : undefined;
  return {
    ...call,
    from_phone: read(call, 'from_phone'),
    to_phone: read(call, 'to_phone'),
    customer: customer
      ? {
          avatar: customer.avatar ?? '',
          nickname: customer.nickname ?? '',
          name: customer.name ?? '',
          gender: customer.gender ?? -1,
        }
      : undefined,
    speeches: speechesOf(call),
  };
}

/** `call-stats`: the calls of a period (inclusive `YYYY-MM-DD` days) per worker and per day. */
export function callStats(db: DemoDb, start: string, end: string) {
  const within = db.list(CALLS).filter((c) => {
    const day = String(c.created_at ?? '').slice(0, 10);
    return (!start || day >= start) && (!end || day <= end);
  });
  const workers = new Map<
    number,
    { total: number; outgoing: number; incoming: number; answered: number; missed: number; duration: number }
  >();
  const days = new Map<string, { total: number; answered: number; missed: number }>();
  for (const c of within) {
    const workerId = typeof c.worker_id === 'number' ? c.worker_id : 0;
    const w = workers.get(workerId) ?? {
      total: 0,
      outgoing: 0,
      incoming: 0,
      answered: 0,
      missed: 0,
      duration: 0,
    };
    const answered = c.state === 2;
    w.total += 1;
    if (c.type === 0) w.outgoing += 1;
    else w.incoming += 1;
    if (answered) w.answered += 1;
    else w.missed += 1;
    w.duration += typeof c.duration === 'number' ? c.duration : 0;
    workers.set(workerId, w);
    const day = String(c.created_at ?? '').slice(0, 10);
    const d = days.get(day) ?? { total: 0, answered: 0, missed: 0 };
    d.total += 1;
    if (answered) d.answered += 1;
    else d.missed += 1;
    days.set(day, d);
  }
  return {
    workers: [...workers.entries()]
      .map(([worker_id, w]) => ({
        worker_id,
        name: String(db.get('worker', worker_id)?.name ?? worker_id),
        ...w,
      }))
      .sort((a, b) => b.total - a.total || a.worker_id - b.worker_id),
    days: [...days.entries()]
      .map(([date, d]) => ({ date, ...d }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

function callOf(db: DemoDb, id: unknown): DemoRecord | undefined {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? db.get(CALLS, n) : undefined;
}

/**
 * The call dialog's calls (spec §7): `get-latest-call` (an array when none), `worker-call/{id}`
 * with the customer and transcript, `answer`, `close` (V19, E08), `no-answer`,
 * `save-ai-result`, and the AI service: `ai-login` and the streamed `POST /plugin/ai/text`.
 */
const calls: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.calls.latest,
    authed(({ me }) => {
      const active = db
        .list(CALLS)
        .filter((c) => c.worker_id === me.session.worker_id && (c.state === 0 || c.state === 1))
        .sort((a, b) => b.id - a.id)[0];
      return HttpResponse.json({ data: active ? presentCall(db, me, active) : [] });
    }),
  ),
  route(
    'get',
    API_PATHS.calls.stats,
    authed(({ request, me, lang }) => {
      if (!me.permissions.has('user_view')) return fail(403, lang, 'forbidden');
      const params = new URL(request.url).searchParams;
      return HttpResponse.json({
        data: callStats(db, params.get('start_date') ?? '', params.get('end_date') ?? ''),
      });
    }),
  ),
  route(
    'put',
    API_PATHS.calls.answer,
    authed(({ params, me, lang }) => {
      const call = callOf(db, params.id);
      if (!call) return errorResponse(404, NOT_FOUND[lang]);
      db.replace(CALLS, { ...call, state: 1, status_name: '通话中', answered_at: Date.now() }, actorName(me));
      return noContent();
    }),
  ),
  route(
    'put',
    API_PATHS.calls.close,
    authed(async ({ params, request, me, lang }) => {
      const call = callOf(db, params.id);
      if (!call) return errorResponse(404, NOT_FOUND[lang]);
      const body = (await readBody(request)) ?? {};
      const customer =
        typeof call.customer_id === 'number' ? db.get('customer', call.customer_id) : undefined;
      const gender = body.gender === 0 || body.gender === 1 ? body.gender : undefined;
      if (call.type === 1 && customer && customer.gender === -1 && customer.customer_type === 1) {
        if (gender === undefined) return errorResponse(422, GENDER_REQUIRED[lang]);
      }
      if (customer && gender !== undefined) db.replace('customer', { ...customer, gender }, actorName(me));
      const answered = call.state === 1;
      const seconds =
        answered && typeof call.answered_at === 'number'
          ? Math.max(1, Math.round((Date.now() - call.answered_at) / 1000))
          : 0;
      db.replace(
        CALLS,
        {
          ...call,
          state: answered ? 2 : 3,
          status_name: answered ? '已接通' : '未接听',
          duration: seconds,
          ...(answered ? { record_url: `/__demo/recording/${call.id}.wav` } : {}),
          // An incoming call hung up before it was answered is a missed call, still to handle.
          ...(!answered && call.type === 1 ? { handle_state: 0 } : {}),
        },
        actorName(me),
      );
      return HttpResponse.json({ data: { msg: CLOSE_MESSAGE[answered ? 'answered' : 'rejected'][lang] } });
    }),
  ),
  route(
    'put',
    API_PATHS.calls.noAnswer,
    authed(({ params, me, lang }) => {
      const call = callOf(db, params.id);
      if (!call) return errorResponse(404, NOT_FOUND[lang]);
      db.replace(CALLS, { ...call, state: 4, status_name: '无人接听', duration: 0 }, actorName(me));
      return noContent();
    }),
  ),
  route(
    'post',
    API_PATHS.calls.saveAiResult,
    authed(async ({ params, request, me, lang }) => {
      const call = callOf(db, params.id);
      if (!call) return errorResponse(404, NOT_FOUND[lang]);
      const body = await readBody(request);
      const result = typeof body?.ai_analysis_result === 'string' ? body.ai_analysis_result : undefined;
      if (!result) return fail(422, lang, 'invalidBody');
      db.replace(CALLS, { ...call, ai_analysis_result: result }, actorName(me));
      return noContent();
    }),
  ),
  route('get', API_PATHS.calls.detail, (info) =>
    // `get-latest-call` and `call-stats` are their own routes; only numeric ids are calls.
    /^\d+$/.test(String(info.params.id))
      ? authed(({ params, me, lang }) => {
          if (!me.permissions.has('user_view')) return fail(403, lang, 'forbidden');
          const call = callOf(db, params.id);
          if (!call) return errorResponse(404, NOT_FOUND[lang]);
          return HttpResponse.json({ data: presentCall(db, me, call) });
        })(info)
      : undefined,
  ),
  route(
    'post',
    API_PATHS.calls.aiLogin,
    authed(({ me }) =>
      HttpResponse.json({ data: { token: `ai.${me.session.username}.${Date.now().toString(36)}` } }),
    ),
  ),
  route(
    'post',
    API_PATHS.calls.aiText,
    authed(async ({ request, lang }) => {
      if (!request.headers.get('AI-Token'))
        return errorResponse(401, lang === 'en' ? 'AI login required' : '请先登录AI服务');
      const body = await readBody(request);
      if (typeof body?.text !== 'string' || body.text === '') return fail(422, lang, 'invalidBody');
      const encoder = new TextEncoder();
      const chunks = chunksOf(analysisOf(lang));
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const chunk of chunks) {
            await delay(60);
            controller.enqueue(encoder.encode(chunk));
          }
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }),
  ),
];

export default calls;
