import { HttpResponse } from 'msw';
import { API_PATHS } from '../../../dataProvider/paths';
import { canAction } from '../../../resources/core/permissions';
import { profileExtrasOf } from '../customerDetailData';
import type { DemoDb, DemoRecord } from '../db';
import { actorName } from '../identity';
import { errorResponse, fail, readBody } from '../responses';
import type { BespokeHandlers } from '../routing';
import { formatDateTime } from '../seeding';
import { demoNow } from '../clock';

/** Demo collections of the matching center (persisted with the other records). */
const IGNORES = 'match-ignore';
const BACKUPS = 'match-backup';

/** What a search asks for (any bound may be missing: no constraint). */
export interface MatchCriteria {
  age_min?: number;
  age_max?: number;
  height_min?: number;
  height_max?: number;
  education_min?: number;
  habitation?: readonly string[];
}

/** Weights of the reasons of a score: the member's wants, the candidate's wants (mutual), a photo. */
const WEIGHTS = {
  age: 15,
  height: 15,
  education: 15,
  habitation: 15,
  mutual_age: 10,
  mutual_height: 10,
  mutual_education: 10,
  photo: 10,
} as const;
export type MatchReason = keyof typeof WEIGHTS;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const within = (v: number | undefined, min?: number, max?: number) =>
  v !== undefined && (min === undefined || v >= min) && (max === undefined || v <= max);

/** Whether a candidate satisfies every criterion given (the member's wants). */
export function satisfies(candidate: DemoRecord, c: MatchCriteria): boolean {
  const age = num(candidate.age);
  const height = num(candidate.height);
  if ((c.age_min !== undefined || c.age_max !== undefined) && !within(age, c.age_min, c.age_max))
    return false;
  if (
    (c.height_min !== undefined || c.height_max !== undefined) &&
    !within(height, c.height_min, c.height_max)
  )
    return false;
  if (c.education_min !== undefined && !within(num(candidate.education), c.education_min)) return false;
  if (c.habitation?.length && !(typeof candidate.area === 'string' && c.habitation.includes(candidate.area)))
    return false;
  return true;
}

/** The score (0–100) of a candidate for a member and the reasons met. */
export function scoreOf(member: DemoRecord, candidate: DemoRecord, c: MatchCriteria) {
  const applicable: MatchReason[] = ['mutual_age', 'mutual_height', 'mutual_education', 'photo'];
  if (c.age_min !== undefined || c.age_max !== undefined) applicable.push('age');
  if (c.height_min !== undefined || c.height_max !== undefined) applicable.push('height');
  if (c.education_min !== undefined) applicable.push('education');
  if (c.habitation?.length) applicable.push('habitation');
  const wants = (profileExtrasOf(candidate).target_detail ?? {}) as Record<string, unknown>;
  const range = (v: unknown) => (Array.isArray(v) ? v.map(num) : []);
  const [ageMin, ageMax] = range(wants.want_age);
  const [heightMin, heightMax] = range(wants.want_height);
  const met = new Set<MatchReason>(['age', 'height', 'education', 'habitation']);
  if (within(num(member.age), ageMin, ageMax)) met.add('mutual_age');
  if (within(num(member.height), heightMin, heightMax)) met.add('mutual_height');
  if (within(num(member.education), num(wants.want_education))) met.add('mutual_education');
  if (typeof candidate.avatar === 'string' && candidate.avatar) met.add('photo');
  const total = applicable.reduce((sum, r) => sum + WEIGHTS[r], 0);
  const reasons = applicable.filter((r) => met.has(r));
  const got = reasons.reduce((sum, r) => sum + WEIGHTS[r], 0);
  return { score: Math.round((100 * got) / total), reasons };
}

function criteriaOf(params: URLSearchParams): MatchCriteria {
  const n = (key: string) => {
    const v = params.get(key);
    return v === null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v);
  };
  const habitation = (params.get('habitation') ?? '').split(',').filter(Boolean);
  return {
    age_min: n('age_min'),
    age_max: n('age_max'),
    height_min: n('height_min'),
    height_max: n('height_max'),
    education_min: n('education_min'),
    habitation: habitation.length ? habitation : undefined,
  };
}

/** A candidate as the cards show it (never the phone or WeChat). */
export function cardOf(db: DemoDb, c: DemoRecord) {
  const worker = typeof c.worker_id === 'number' ? db.get('worker', c.worker_id) : undefined;
  return {
    id: c.id,
    name: c.name,
    number: c.number,
    avatar: c.avatar,
    gender: c.gender,
    age: c.age,
    height: c.height,
    education: c.education,
    area: c.area,
    worker_id: c.worker_id,
    worker_name: worker?.name,
    created_at: c.created_at,
  };
}

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const pairOf = (r: DemoRecord) => `${String(r.customer_id)}:${String(r.target_customer_id)}`;
const live = (c: DemoRecord) => !c.removed_at && (c.gender === 0 || c.gender === 1);

/**
 * The matching center's demo endpoints (issue 13; spec §7 names the paths, the shapes are ours):
 * `GET match-search?customer_id&page&pagesize&sort=score|newest&age_min…habitation` filters the
 * seeded customers (opposite gender, the criteria, not ignored) and scores them;
 * `POST match-ignore {customer_id, target_customer_id, cancel?}`; `POST create-invite
 * {customer_id, target_customer_id, meet_at, place, remark?}` adds a waiting connection request to
 * both members; `GET match-backup-list?customer_id`, `POST match-backup {customer_id,
 * target_customer_id, del?}`.
 */
const matching: BespokeHandlers = ({ db, route, authed }) => {
  const memberOf = (v: unknown) => (positiveInt(v) ? db.get('customer', v) : undefined);
  /**
   * Keeps (or, with `undo` in the body, drops) a member → candidate pair in `collection`: the
   * ignores (`cancel`) and the backups (`del`) work alike.
   */
  const togglePair = (collection: string, undo: 'cancel' | 'del') =>
    authed(async ({ request, me, lang }) => {
      if (!canAction(['user_view'], me.permissions, me.actions, 'edit')) return fail(403, lang, 'forbidden');
      const body = await readBody(request);
      const member = memberOf(body?.customer_id);
      const target = memberOf(body?.target_customer_id);
      if (!body || !member || !target) return fail(422, lang, 'invalidBody');
      const key = pairOf({ id: 0, customer_id: member.id, target_customer_id: target.id });
      const existing = db.list(collection).filter((r) => pairOf(r) === key);
      if (body[undo]) for (const r of existing) db.remove(collection, r.id);
      else if (existing.length === 0)
        db.create(
          collection,
          {
            customer_id: member.id,
            target_customer_id: target.id,
            worker_id: me.session.worker_id,
            created_at: formatDateTime(demoNow(db)),
          },
          actorName(me),
        );
      return HttpResponse.json({ data: { customer_id: member.id, target_customer_id: target.id } });
    });
  return [
    route(
      'get',
      API_PATHS.customer.matchSearch,
      authed(({ request, me, lang }) => {
        if (!canAction(['user_view'], me.permissions, me.actions, 'query'))
          return fail(403, lang, 'forbidden');
        const params = new URL(request.url).searchParams;
        const member = memberOf(Number(params.get('customer_id')));
        if (!member) return fail(404, lang, 'notFound');
        const criteria = criteriaOf(params);
        const ignored = new Set(
          db
            .list(IGNORES)
            .filter((r) => r.customer_id === member.id)
            .map((r) => r.target_customer_id),
        );
        const backups = new Set(
          db
            .list(BACKUPS)
            .filter((r) => r.customer_id === member.id)
            .map((r) => r.target_customer_id),
        );
        const rows = db
          .list('customer')
          .filter(
            (c) =>
              c.id !== member.id &&
              live(c) &&
              c.gender !== member.gender &&
              !ignored.has(c.id) &&
              satisfies(c, criteria),
          )
          .map((c) => ({ ...cardOf(db, c), ...scoreOf(member, c, criteria), backup: backups.has(c.id) }));
        if (params.get('sort') === 'newest')
          rows.sort(
            (a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')) || b.id - a.id,
          );
        else rows.sort((a, b) => b.score - a.score || b.id - a.id);
        const page = Math.max(1, Number(params.get('page')) || 1);
        const size = Math.min(100, Math.max(1, Number(params.get('pagesize')) || 12));
        return HttpResponse.json({
          data: {
            list: rows.slice((page - 1) * size, page * size),
            total: rows.length,
            page,
            pagesize: size,
          },
        });
      }),
    ),
    route('post', API_PATHS.customer.matchIgnore, togglePair(IGNORES, 'cancel')),
    route(
      'post',
      API_PATHS.customer.createInvite,
      authed(async ({ request, me, lang }) => {
        if (!canAction(['user_view'], me.permissions, me.actions, 'edit'))
          return fail(403, lang, 'forbidden');
        const body = await readBody(request);
        const member = memberOf(body?.customer_id);
        const target = memberOf(body?.target_customer_id);
        if (!body || !member || !target) return fail(422, lang, 'invalidBody');
        const meetAt = typeof body.meet_at === 'string' ? body.meet_at.trim() : '';
        const place = typeof body.place === 'string' ? body.place.trim() : '';
        const errors: Record<string, string> = {};
        if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(meetAt))
          errors.meet_at = lang === 'en' ? 'Please choose the meeting time' : '请选择见面时间';
        if (!place) errors.place = lang === 'en' ? 'Please enter the meeting place' : '请输入见面地点';
        const first = Object.values(errors)[0];
        if (first) return errorResponse(422, first, errors);
        const note = typeof body.remark === 'string' ? body.remark.trim().slice(0, 300) : '';
        const remark = [meetAt.slice(0, 16), place, note].filter(Boolean).join(' · ');
        const [a, b] = [member, target].map((c, i, both) =>
          db.create(
            'customer-connect',
            {
              customer_id: c.id,
              target_customer_id: both[1 - i].id,
              status: 0,
              worker_id: me.session.worker_id,
              remark,
              meet_at: meetAt,
              place,
              created_at: formatDateTime(demoNow(db)),
            },
            actorName(me),
          ),
        );
        return HttpResponse.json({ data: { ids: [a.id, b.id], status: 0 } });
      }),
    ),
    route(
      'get',
      API_PATHS.customer.matchBackupList,
      authed(({ request, me, lang }) => {
        if (!canAction(['user_view'], me.permissions, me.actions, 'query'))
          return fail(403, lang, 'forbidden');
        const member = memberOf(Number(new URL(request.url).searchParams.get('customer_id')));
        if (!member) return fail(404, lang, 'notFound');
        const list = db
          .list(BACKUPS)
          .filter((r) => r.customer_id === member.id)
          .flatMap((r) => {
            const c = memberOf(r.target_customer_id);
            return c ? [{ ...cardOf(db, c), backed_at: r.created_at }] : [];
          })
          .reverse();
        return HttpResponse.json({ data: { list, total: list.length } });
      }),
    ),
    route('post', API_PATHS.customer.matchBackup, togglePair(BACKUPS, 'del')),
  ];
};

export default matching;
