import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import type { DemoDb, DemoRecord } from '../db';
import { actorName } from '../identity';
import { demoNow } from '../clock';
import { pushToSession } from '../realtime';
import { fail, noContent } from '../responses';
import type { BespokeHandlers } from '../routing';
import { readerOf, type FieldReader } from '../sensitive';
import { formatDateTime } from '../seeding';

/** The collection holding every worker's site notices (persisted with the rest of the demo store). */
export const NOTICE_COLLECTION = 'site_notice';
/** Notices seeded per worker on first use. */
export const NOTICES_PER_WORKER = 40;

const METHODS = [
  'newCustomer',
  'newTransferCustomer',
  'willInflowIntoTheSea',
  'inflowIntoTheSea',
  'customerStatus',
  'willIntoExpiredVip',
  'intoExpiredVip',
  'matchInviteMeet',
  'smallNote',
  'callIn',
  'callInNoAnswer',
  'inviteMeet',
] as const;

/**
 * What the seed leaves out: the demo clock's rules send these when they happen (dailyRules.ts), so
 * none names a customer that is not in the public sea or a member whose plan has not ended.
 */
const CAUSED: ReadonlySet<string> = new Set([
  'willInflowIntoTheSea',
  'inflowIntoTheSea',
  'willIntoExpiredVip',
  'intoExpiredVip',
]);
const SEEDED_METHODS = METHODS.filter((m) => !CAUSED.has(m));

const STATUSES = ['已见面', '交往中', '暂停服务', '已签约'];
const NOTES = ['喜欢安静的餐厅', '周末有空', '希望对方不吸烟', '下次带上照片'];
const WORKERS = ['王芳', '陈静', '林晓'];

function str(v: unknown): string {
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

/** Seeds the worker's notices: every method but the caused ones, the newest 14 unread, minutes to days apart. */
function seedNotices(db: DemoDb, workerId: number, now: Date): void {
  const customers = db.list('customer');
  for (let i = NOTICES_PER_WORKER - 1; i >= 0; i--) {
    const method = SEEDED_METHODS[i % SEEDED_METHODS.length];
    const customer: DemoRecord | undefined = customers.length
      ? customers[(i * 37 + workerId * 11) % customers.length]
      : undefined;
    const partner = customers.length ? customers[(i * 53 + 7) % customers.length] : undefined;
    const at = new Date(now.getTime() - (i * 97 + 5) * 60_000);
    const meet = new Date(now.getTime() + ((i % 5) + 1) * 86_400_000);
    db.create(NOTICE_COLLECTION, {
      worker_id: workerId,
      is_read: i < 14 ? 0 : 1,
      created_at: formatDateTime(at),
      content: {
        method,
        arguments: {
          customer_id: customer?.id ?? 1,
          name: str(customer?.name) || '张伟',
          number: str(customer?.number) || '1000001',
          phone: str(customer?.phone) || '13900000000',
          worker: WORKERS[i % WORKERS.length],
          days: (i % 7) + 1,
          status: STATUSES[i % STATUSES.length],
          target: str(partner?.name) || '李娜',
          time: formatDateTime(method === 'callInNoAnswer' ? at : meet).slice(5, 16),
          note: NOTES[i % NOTES.length],
        },
      },
    });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A notice's content with the customer's phone as the user may see it (masked without the permission). */
function contentFor(content: unknown, read: FieldReader): unknown {
  if (!isObject(content) || !isObject(content.arguments) || content.arguments.phone === undefined)
    return content;
  return { ...content, arguments: { ...content.arguments, phone: read(content.arguments, 'phone') } };
}

function noticesOf(db: DemoDb, workerId: number): DemoRecord[] {
  let mine = db.list(NOTICE_COLLECTION).filter((n) => n.worker_id === workerId);
  if (mine.length === 0) {
    seedNotices(db, workerId, demoNow(db));
    mine = db.list(NOTICE_COLLECTION).filter((n) => n.worker_id === workerId);
  }
  return mine;
}

/**
 * Sends a worker a notice caused by the server (the demo clock's rules): stored unread after the
 * notices seeded for it, and pushed over its live sockets.
 */
export function sendNotice(
  db: DemoDb,
  workerId: number,
  method: (typeof METHODS)[number],
  args: Record<string, unknown>,
): void {
  noticesOf(db, workerId);
  const created_at = formatDateTime(demoNow(db));
  db.create(NOTICE_COLLECTION, {
    worker_id: workerId,
    is_read: 0,
    created_at,
    content: { method, arguments: args },
  });
  for (const session of db.sessions()) {
    if (session.worker_id === workerId) pushToSession(session, method, args);
  }
}

/**
 * The message drawer (spec §7): `GET /admin/im?scene=SiteNotice&read=0|1&page&per_page`,
 * `PUT /admin/im/set-read/{id}`, `PUT /admin/im/set-all-read/{scene}`; read state is persisted.
 */
const notices: BespokeHandlers = ({ db, route, authed }) => [
  route(
    'get',
    API_PATHS.notices.list,
    authed(({ request, me }) => {
      const params = new URL(request.url).searchParams;
      const read = params.get('read');
      const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
      const perPage = Math.min(100, Math.max(1, Number.parseInt(params.get('per_page') ?? '10', 10) || 10));
      const all = noticesOf(db, me.session.worker_id)
        .filter((n) => read === null || read === '' || String(n.is_read) === read)
        .sort((a, b) => str(b.created_at).localeCompare(str(a.created_at)) || b.id - a.id);
      const reader = readerOf(db.resources, 'customer', me.permissions);
      const data = all
        .slice((page - 1) * perPage, page * perPage)
        .map(({ id, is_read, created_at, content }) => ({
          id,
          is_read,
          created_at,
          content: contentFor(content, reader),
        }));
      return HttpResponse.json({ data, meta: { total: all.length, per_page: perPage, current_page: page } });
    }),
  ),
  route(
    'put',
    API_PATHS.notices.setRead,
    authed(({ params, me, lang }) => {
      const id = Number(params.id);
      const notice = noticesOf(db, me.session.worker_id).find((n) => n.id === id);
      if (!notice) return fail(404, lang, 'messageNotFound');
      if (notice.is_read !== 1) db.replace(NOTICE_COLLECTION, { ...notice, is_read: 1 }, actorName(me));
      return noContent();
    }),
  ),
  route(
    'put',
    API_PATHS.notices.setAllRead,
    authed(({ me }) => {
      for (const notice of noticesOf(db, me.session.worker_id)) {
        if (notice.is_read !== 1) db.replace(NOTICE_COLLECTION, { ...notice, is_read: 1 }, actorName(me));
      }
      return noContent();
    }),
  ),
];

export default notices;
