import { match as pinyinMatch } from 'pinyin-pro';

/**
 * The palette's matching of a label against what the user typed, in both languages: the typed text
 * in the label (best at its start or a word's), each typed word on its own in any order, letters
 * in order with few gaps ("custmer" finds "Customer"), and pinyin for Chinese: initials or whole
 * syllables ("zsy" and "zhangsy" find 张三元, "kh" finds 客户). A higher score is a better match;
 * `undefined` is no match. pinyin-pro's dictionary comes with the palette's chunk only.
 */

const HAN = /\p{Script=Han}/u;
const LETTERS = /^[a-z]+$/;

/** Lower case, full-width forms folded (ＡＢＣ → abc), runs of spaces made one. */
export function normalizeQuery(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const isWordStart = (text: string, at: number) => at === 0 || /[\s\-_/·(（]/.test(text[at - 1]);

/** The fewest characters of `text` that hold the letters of `token` in order, and where they start. */
function tightestSubsequence(text: string, token: string): { start: number; span: number } | undefined {
  let best: { start: number; span: number } | undefined;
  for (let start = text.indexOf(token[0]); start >= 0; start = text.indexOf(token[0], start + 1)) {
    let at = start;
    for (let i = 1; i < token.length && at >= 0; i++) at = text.indexOf(token[i], at + 1);
    if (at < 0) break;
    const span = at - start + 1;
    if (!best || span < best.span) best = { start, span };
  }
  return best;
}

/** The score of one typed word (no spaces) in a normalised label. */
function tokenScore(text: string, token: string): number | undefined {
  const at = text.indexOf(token);
  if (at >= 0) return 700 + (isWordStart(text, at) ? 100 : 0) - Math.min(at, 50);
  if (LETTERS.test(token) && HAN.test(text)) {
    const together = pinyinMatch(text, token, { precision: 'start', continuous: true });
    if (together) return 650 - Math.min(together[0], 50);
    const apart = pinyinMatch(text, token, { precision: 'start' });
    if (apart && apart[apart.length - 1] - apart[0] < apart.length * 2) return 450 - Math.min(apart[0], 50);
  }
  const loose = tightestSubsequence(text, token);
  // Letters spread over the whole label are chance, not a match.
  if (loose && loose.span <= token.length * 2 + 1)
    return 400 - (loose.span - token.length) * 20 - Math.min(loose.start, 50);
  return undefined;
}

/**
 * How well `label` matches `query` (already normalised); `undefined` when it does not. Of two
 * labels matched alike, the one the query covers more of ranks first ("Customers" before
 * "Customer service records" for "custmer").
 */
export function matchScore(label: string, query: string): number | undefined {
  const score = rawScore(normalizeQuery(label), query);
  return score === undefined ? undefined : score + (10 * query.length) / Math.max(label.length, 1);
}

function rawScore(text: string, query: string): number | undefined {
  if (query === '') return 0;
  const at = text.indexOf(query);
  if (at >= 0) {
    const whole = text === query ? 300 : 0;
    return 1000 + whole + (at === 0 ? 200 : isWordStart(text, at) ? 100 : 0) - Math.min(at, 50);
  }
  const tokens = query.split(' ');
  let total = 0;
  for (const token of tokens) {
    const score = tokenScore(text, token);
    if (score === undefined) return undefined;
    total += score;
  }
  return total / tokens.length;
}

/** The items that match, best first (ties keep their order). */
export function rankByMatch<T>(items: readonly T[], query: string, labelOf: (item: T) => string): T[] {
  if (query === '') return [...items];
  return items
    .map((item, index) => ({ item, index, score: matchScore(labelOf(item), query) }))
    .filter((entry): entry is { item: T; index: number; score: number } => entry.score !== undefined)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
