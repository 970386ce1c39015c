/**
 * Pinyin in the keyword search of list queries (listSearch.ts, issue 45 point 3): a keyword of
 * latin letters also finds the records whose Chinese name it spells in pinyin, from any of its
 * characters on, each one by its initial or its whole syllable (without tones, ü as v) and the last
 * one perhaps cut short: "zsy", "sy", "zhangsan", "zhangsy" and "zhang san" find 张三元. The
 * command palette's customer search is the customer list's keyword search.
 *
 * pinyin-pro (its dictionary) is loaded with the first such keyword, not with the demo API. Each
 * name read by a latin keyword gets a number (a live collection keeps its records' numbers,
 * listOrder.ts), and its syllables are worked out once and kept by that number; a query answers
 * each name once and then reads an array by number (50,000 customers share some 8,500 names). The
 * usual keywords (digits, Chinese) cost nothing more.
 */
import type { pinyin as pinyinFunction } from 'pinyin-pro';

type Pinyin = typeof pinyinFunction;

/** Latin letters, words apart or not ("zhang san"): what pinyin may spell. */
const LATIN = /^[a-z]+(?: [a-z]+)*$/;
const HAN = /\p{Script=Han}/u;
/** Fewer letters would find too many names by chance. */
const MIN_LETTERS = 2;
/** The number of what is not a name (no value): it spells nothing. */
export const NO_NAME = -1;

let convert: Pinyin | undefined;
let loading: Promise<void> | undefined;

/** The names read so far, by number, and their numbers, by name (kept for the process's life). */
const names: string[] = [];
const numbers = new Map<string, number>();
/** A name's syllables by its number, lower-case letters only; `null` without Chinese characters. */
const syllablesByNumber: (readonly string[] | null | undefined)[] = [];

/** The letters of a keyword that pinyin may spell (spaces dropped); undefined for any other keyword. */
export function pinyinLetters(keyword: string): string | undefined {
  const text = keyword.normalize('NFKC').trim().toLowerCase();
  if (!LATIN.test(text)) return undefined;
  const letters = text.replaceAll(' ', '');
  return letters.length >= MIN_LETTERS ? letters : undefined;
}

/**
 * Loads pinyin-pro when a list searches `fields` by their pinyin for `keyword` and it is not
 * loaded yet (undefined otherwise: nothing to wait for). A failed load (the chunk gone after a
 * deploy) leaves that search plain text; the next latin keyword tries again.
 */
export function pinyinReady(
  fields: readonly string[] | undefined,
  keyword: string | undefined,
): Promise<void> | undefined {
  if (convert || !fields?.length || !keyword || !pinyinLetters(keyword)) return undefined;
  loading ??= import('pinyin-pro').then(
    (module) => {
      convert = module.pinyin;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** The number of a field's value as a name (the same for the same name); `NO_NAME` for no text. */
export function nameNumber(value: unknown): number {
  if (typeof value !== 'string') return NO_NAME;
  let number = numbers.get(value);
  if (number === undefined) {
    number = names.length;
    names.push(value);
    numbers.set(value, number);
  }
  return number;
}

function syllablesOf(number: number, pinyin: Pinyin): readonly string[] | null {
  let syllables = syllablesByNumber[number];
  if (syllables === undefined) {
    const name = names[number];
    // Surname readings for the first character: 单 shan, 曾 zeng, 乐 yue.
    syllables = HAN.test(name)
      ? pinyin(name, { toneType: 'none', type: 'array', mode: 'surname', surname: 'head', v: true })
          .map((s) => s.toLowerCase().replace(/[^a-z]/g, ''))
          .filter((s) => s !== '')
      : null;
    syllablesByNumber[number] = syllables;
  }
  return syllables;
}

/**
 * Whether the name of a number (`nameNumber`) is spelled by `keyword` in pinyin (see above):
 * undefined when the keyword is not latin letters or pinyin-pro is not loaded (`pinyinReady`), the
 * search then being plain text. Each name is answered once in the matcher's life (one query).
 */
export function pinyinMatcher(keyword: string): ((number: number) => boolean) | undefined {
  const letters = pinyinLetters(keyword);
  const pinyin = convert;
  if (!letters || !pinyin) return undefined;
  /** 0 not asked yet, 1 spelled, 2 not; grown when a name is numbered during the query. */
  let answers = new Uint8Array(names.length);
  const reach: Reach = [new Uint8Array(letters.length), new Uint8Array(letters.length)];
  return (number) => {
    if (number < 0) return false;
    if (number >= answers.length) {
      const grown = new Uint8Array(names.length);
      grown.set(answers);
      answers = grown;
    }
    let answer = answers[number];
    if (answer === 0) {
      const syllables = syllablesOf(number, pinyin);
      answer = syllables !== null && spells(syllables, letters, reach) ? 1 : 2;
      answers[number] = answer;
    }
    return answer === 1;
  };
}

/** Two arrays of a keyword's length, taking turns (reused from name to name). */
type Reach = [Uint8Array, Uint8Array];

/**
 * Whether `letters` spell syllables from one of them on, each by its initial or whole, the last
 * perhaps cut short. reach[k]: the syllables read so far spell the first k letters.
 */
function spells(syllables: readonly string[], letters: string, [a, b]: Reach): boolean {
  const n = letters.length;
  let reach = a.fill(0);
  let next = b.fill(0);
  for (const syllable of syllables) {
    // A match may start at any syllable.
    reach[0] = 1;
    for (let k = 0; k < n; k++) {
      if (!reach[k] || syllable[0] !== letters[k]) continue;
      // The rest of the keyword is this syllable or the start of it: spelled.
      if (n - k <= syllable.length && syllable.startsWith(letters.slice(k))) return true;
      next[k + 1] = 1;
      if (letters.startsWith(syllable, k)) next[k + syllable.length] = 1;
    }
    [reach, next] = [next, reach];
    next.fill(0);
  }
  return false;
}
