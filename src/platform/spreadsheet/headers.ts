import type { ImportField } from './fields';

/**
 * Matching a spreadsheet's header row to importable fields (issue 43). Headers are compared once
 * normalised, so that `姓名*`, `身高（厘米）`, `Phone number:` and `PHONE_NUMBER` read as their field.
 */

/** Full-width ASCII (`Ａ`, `（`, `：`, `０`) and the ideographic space as their half-width forms. */
export function halfWidth(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** Brackets and what they hold: a unit (`(cm)`, `（厘米）`) or a note (`【必填】`). */
const BRACKETED = /\([^)]*\)|\[[^\]]*\]|【[^】]*】|〔[^〕]*〕|〈[^〉]*〉|《[^》]*》|\{[^}]*\}/g;
/** Required marks and the punctuation people put in headers. */
const MARKS = /[*※:_\-.、·]/g;

/**
 * A header as it is compared: lower case, half-width, without brackets and their content,
 * required marks, punctuation (`:：_-.`) and spaces.
 */
export function normaliseHeader(text: string): string {
  return splitWords(text).join('');
}

/** The normalised header's words (the text between spaces and punctuation), to check word edges. */
function splitWords(text: string): string[] {
  return halfWidth(text)
    .toLowerCase()
    .replace(BRACKETED, ' ')
    .replace(MARKS, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
}

/** Where the words of a header start and end in its normalised form. */
function wordEdges(text: string): Set<number> {
  const edges = new Set<number>([0]);
  let at = 0;
  for (const word of splitWords(text)) {
    at += word.length;
    edges.add(at);
  }
  return edges;
}

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/**
 * How well a column's header (normalised, with its word edges) matches a known header by containment:
 * the length of the shorter one, or 0. Latin words match only whole (`nickname` is not `name`); a
 * column contained in a known header must be its start or end (`mobile` of `mobilephone`).
 */
function overlap(header: string, edges: Set<number>, known: string): number {
  if (header.length < 2 || known.length < 2 || header === known) return 0;
  if (header.includes(known)) {
    if (!ASCII.test(known)) return known.length;
    for (let at = header.indexOf(known); at >= 0; at = header.indexOf(known, at + 1)) {
      if (edges.has(at) && edges.has(at + known.length)) return known.length;
    }
    return 0;
  }
  if (known.includes(header)) {
    if (!ASCII.test(header)) return header.length;
    return known.startsWith(header) || known.endsWith(header) ? header.length : 0;
  }
  return 0;
}

/**
 * The field each column means (its name), or `null` for a skipped column. Every field is used once,
 * by the first column that means it: exact matches first, then a header that contains (or is contained
 * by) a known header of at least two characters, the longest such match winning.
 */
export function matchHeaders(headers: readonly string[], fields: readonly ImportField[]): (string | null)[] {
  const normalised = headers.map(normaliseHeader);
  const result: (string | null)[] = headers.map(() => null);
  const used = new Set<string>();
  normalised.forEach((header, column) => {
    if (header === '') return;
    const field = fields.find((f) => !used.has(f.name) && f.headers.includes(header));
    if (!field) return;
    result[column] = field.name;
    used.add(field.name);
  });
  normalised.forEach((header, column) => {
    if (result[column] !== null || header === '') return;
    const edges = wordEdges(headers[column]);
    let best: { name: string; score: number } | undefined;
    for (const field of fields) {
      if (used.has(field.name)) continue;
      const score = Math.max(0, ...field.headers.map((known) => overlap(header, edges, known)));
      if (score > 0 && (!best || score > best.score)) best = { name: field.name, score };
    }
    if (!best) return;
    result[column] = best.name;
    used.add(best.name);
  });
  return result;
}
