import type { MatchQuery, MatchReason } from '../../../dataProvider';

/** What a member wants (`target_detail` of the customer detail, spec §7 `customer/{id}`). */
export interface TargetDetail {
  want_age?: readonly number[] | null;
  want_height?: readonly number[] | null;
  want_education?: number | null;
  habitation?: readonly string[] | null;
}

/** The criteria form: `''` = no constraint (an emptied field). */
export interface MatchCriteria {
  age_min: number | '';
  age_max: number | '';
  height_min: number | '';
  height_max: number | '';
  education_min: number | '';
  habitation: string[];
}

export const EMPTY_CRITERIA: MatchCriteria = {
  age_min: '',
  age_max: '',
  height_min: '',
  height_max: '',
  education_min: '',
  habitation: [],
};

const finite = (v: unknown): number | '' => (typeof v === 'number' && Number.isFinite(v) ? v : '');

/** The criteria a search starts from: the member's wants, each one editable. */
export function criteriaFromTarget(target: TargetDetail | null | undefined): MatchCriteria {
  if (!target) return EMPTY_CRITERIA;
  const [ageMin, ageMax] = target.want_age ?? [];
  const [heightMin, heightMax] = target.want_height ?? [];
  return {
    age_min: finite(ageMin),
    age_max: finite(ageMax),
    height_min: finite(heightMin),
    height_max: finite(heightMax),
    education_min: finite(target.want_education),
    habitation: (target.habitation ?? []).filter((a) => typeof a === 'string' && a !== ''),
  };
}

type CriteriaQuery = Omit<MatchQuery, 'customer_id' | 'page' | 'pagesize' | 'sort'>;

/** The query parameters of the criteria (an empty one is left out). */
export function criteriaQuery(c: MatchCriteria): CriteriaQuery {
  const query: CriteriaQuery = {};
  if (c.age_min !== '') query.age_min = c.age_min;
  if (c.age_max !== '') query.age_max = c.age_max;
  if (c.height_min !== '') query.height_min = c.height_min;
  if (c.height_max !== '') query.height_max = c.height_max;
  if (c.education_min !== '') query.education_min = c.education_min;
  if (c.habitation.length) query.habitation = c.habitation.join(',');
  return query;
}

/** Whether a candidate satisfies the criteria shown (what the demo API filters on). */
export function satisfiesCriteria(
  candidate: { age?: number; height?: number; education?: number; area?: string },
  c: MatchCriteria,
): boolean {
  const inRange = (v: number | undefined, min: number | '', max: number | '') =>
    (min === '' && max === '') || (v !== undefined && (min === '' || v >= min) && (max === '' || v <= max));
  return (
    inRange(candidate.age, c.age_min, c.age_max) &&
    inRange(candidate.height, c.height_min, c.height_max) &&
    inRange(candidate.education, c.education_min, '') &&
    (c.habitation.length === 0 || (candidate.area !== undefined && c.habitation.includes(candidate.area)))
  );
}

/** The tone of a score chip. */
export function scoreTone(score: number): 'success' | 'warning' | 'default' {
  if (score >= 80) return 'success';
  if (score >= 60) return 'warning';
  return 'default';
}

/** Reasons in reading order: the member's wants first, then the candidate's, then the photo. */
export function sortedReasons(reasons: readonly MatchReason[]): MatchReason[] {
  const order: readonly MatchReason[] = [
    'age',
    'height',
    'education',
    'habitation',
    'mutual_age',
    'mutual_height',
    'mutual_education',
    'photo',
  ];
  return order.filter((r) => reasons.includes(r));
}

export const MATCH_PAGE_SIZE = 12;
