import type { AxiosInstance } from 'axios';
import { z } from 'zod';
import { API_PATHS } from '../paths';
import { emptyAnswer, request, unwrapData } from './request';

/**
 * The matching center (issue 13; spec §7 names `customer/match-search`, `match-ignore`,
 * `create-invite`, `match-backup-list`, `match-backup` without their shapes). The shapes below are
 * the app's contract, served alike by the demo API (`src/mocks/bespoke/matching.ts`).
 */

export const MATCH_REASONS = [
  'age',
  'height',
  'education',
  'habitation',
  'mutual_age',
  'mutual_height',
  'mutual_education',
  'photo',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

const optionalNumber = z
  .number()
  .nullish()
  .transform((v) => v ?? undefined);
const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

/** A candidate card: who it is (never the phone or WeChat), its matchmaker. */
const candidateBase = z.object({
  id: z.number().int(),
  name: z.string().catch(''),
  number: optionalString,
  avatar: optionalString,
  gender: optionalNumber,
  age: optionalNumber,
  height: optionalNumber,
  education: optionalNumber,
  area: optionalString,
  worker_id: optionalNumber,
  worker_name: optionalString,
  created_at: optionalString,
});

export const matchCandidateSchema = candidateBase.extend({
  score: z.number().catch(0),
  reasons: z
    .array(z.string())
    .transform((list) =>
      list.filter((r): r is MatchReason => (MATCH_REASONS as readonly string[]).includes(r)),
    ),
  backup: z.boolean().catch(false),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const backupCandidateSchema = candidateBase.extend({ backed_at: optionalString });
export type BackupCandidate = z.infer<typeof backupCandidateSchema>;

const matchPage = z.preprocess(
  unwrapData,
  z.object({ list: z.array(matchCandidateSchema), total: z.coerce.number().int().min(0) }),
);
export type MatchPage = z.infer<typeof matchPage>;

const backupList = z.preprocess(unwrapData, z.object({ list: z.array(backupCandidateSchema) }));

/** The query of a search: the member, the criteria (a missing bound: no constraint), paging, order. */
export interface MatchQuery {
  customer_id: number;
  page: number;
  pagesize: number;
  sort: 'score' | 'newest';
  age_min?: number;
  age_max?: number;
  height_min?: number;
  height_max?: number;
  education_min?: number;
  /** Areas, comma-separated. */
  habitation?: string;
}

export interface MatchPair {
  customer_id: number;
  target_customer_id: number;
}

export const inviteSchema = z.object({
  customer_id: z.number().int().positive(),
  target_customer_id: z.number().int().positive(),
  /** `YYYY-MM-DD HH:mm:ss` */
  meet_at: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/),
  place: z.string().trim().min(1).max(100),
  remark: z.string().trim().max(300).optional(),
});
export type InviteBody = z.infer<typeof inviteSchema>;

/** A recommendation of a day: one of the worker's members and the candidate recommended to them. */
export const deliverySchema = z.object({
  id: z.number(),
  date: z.string(),
  member: candidateBase,
  candidate: candidateBase,
  score: z.number().catch(0),
  reasons: matchCandidateSchema.shape.reasons,
});
export type Delivery = z.infer<typeof deliverySchema>;

const deliveryList = z.preprocess(unwrapData, z.object({ list: z.array(deliverySchema) }));

const deliveryStat = z.preprocess(
  unwrapData,
  z.object({
    days: z.array(z.object({ date: z.string(), count: z.coerce.number() })),
    workers: z.array(
      z.object({ worker_id: z.number(), worker_name: z.string().catch(''), count: z.coerce.number() }),
    ),
    total: z.coerce.number(),
  }),
);
export type DeliveryStat = z.infer<typeof deliveryStat>;

/** A member featured on the guest wall, in its place. */
export const wallMemberSchema = candidateBase.extend({
  wall_id: z.number().int(),
  sort: z.number().catch(0),
});
export type WallMember = z.infer<typeof wallMemberSchema>;
const wallList = z.preprocess(unwrapData, z.object({ list: z.array(wallMemberSchema) }));

export function matchingMethods(client: AxiosInstance) {
  return {
    /** One page of candidates for a member, scored. */
    matchSearch: (query: MatchQuery) =>
      request(client, 'GET', API_PATHS.customer.matchSearch, matchPage, query),
    /** Hides a candidate from a member's results (`cancel`: shows it again, the undo). */
    matchIgnore: (pair: MatchPair, cancel = false) =>
      request(
        client,
        'POST',
        API_PATHS.customer.matchIgnore,
        emptyAnswer,
        cancel ? { ...pair, cancel: 1 } : pair,
      ),
    /** Invites both members to meet: a waiting connection request on each. */
    createInvite: (body: InviteBody) =>
      request(client, 'POST', API_PATHS.customer.createInvite, emptyAnswer, inviteSchema.parse(body)),
    /** The candidates kept for later for a member, newest first. */
    matchBackupList: (customerId: number) =>
      request(client, 'GET', API_PATHS.customer.matchBackupList, backupList, {
        customer_id: customerId,
      }).then((a) => a.list),
    /** Keeps a candidate for later (`remove`: takes it off the list). */
    matchBackup: (pair: MatchPair, remove = false) =>
      request(
        client,
        'POST',
        API_PATHS.customer.matchBackup,
        emptyAnswer,
        remove ? { ...pair, del: 1 } : pair,
      ),
    /** The members recommended on a day (`YYYY-MM-DD`) to the caller's members. */
    dailyDelivery: (date: string) =>
      request(client, 'GET', API_PATHS.customer.dailyDelivery, deliveryList, { date }).then((a) => a.list),
    /** Delivery counts by day and by matchmaker over a period (inclusive dates). */
    deliveryStat: (range: { start_date: string; end_date: string }) =>
      request(client, 'GET', API_PATHS.customer.deliveryStat, deliveryStat, range),
    /** The guest wall, in order. */
    guestWall: () => request(client, 'GET', API_PATHS.customer.guestWall, wallList).then((a) => a.list),
    guestWallAdd: (customerId: number) =>
      request(client, 'POST', API_PATHS.customer.guestWallAdd, wallList, { customer_id: customerId }),
    guestWallDel: (wallId: number) =>
      request(client, 'POST', API_PATHS.customer.guestWallDel, wallList, { id: wallId }),
    /** The new order: wall ids, first to last. */
    guestWallSort: (wallIds: readonly number[]) =>
      request(client, 'POST', API_PATHS.customer.guestWallSort, wallList, { ids: wallIds }),
  };
}
