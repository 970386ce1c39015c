/**
 * The keyword search of list queries (query.ts): a record matches when the keyword is in one of its
 * text fields as the user reads them, ignoring case. A live collection keeps each record's
 * lower-case text of those values (listOrder.ts), so a search of 50,000 customers reads and
 * lower-cases nothing twice while the collection is unchanged (issue 44). A latin keyword also finds
 * a record by the pinyin of the fields its list names (a customer's name, listPinyin.ts).
 */
import type { ResourceDefinition } from '../../resources/core/define';
import type { Column } from './listOrder';
import { nameNumber, pinyinMatcher } from './listPinyin';
import type { RecordTest } from './listScopes';
import type { DemoRecord } from './seeding';
import type { FieldReader } from './sensitive';

/** Between two values of the kept text: a keyword holding it is searched value by value. */
const SEPARATOR = '\u0000';
/** The name the kept text goes by among a collection's kept values. */
const TEXT = `${SEPARATOR}text`;

/** The key of a field's name numbers among a collection's kept values (`${PINYIN}name`). */
const PINYIN = `${SEPARATOR}pinyin${SEPARATOR}`;

/** A live collection's kept values of one key, made by `make` for a record it has not kept. */
type KeptValues = (key: string, make: (record: DemoRecord) => unknown) => Column;

const searchableFields = new WeakMap<ResourceDefinition, readonly string[]>();

/** The fields a keyword is searched in: text, but not images or secrets. */
function searchable(def: ResourceDefinition): readonly string[] {
  let fields = searchableFields.get(def);
  if (!fields) {
    fields = def.fieldInfo
      .filter((f) => f.kind === 'string' && f.widget !== 'image' && f.widget !== 'password')
      .map((f) => f.name);
    searchableFields.set(def, fields);
  }
  return fields;
}

/** The lower-case text of a record's searchable values as read, one value after another. */
function textOf(record: DemoRecord, fields: readonly string[], read: FieldReader): string {
  let text = '';
  for (let i = 0; i < fields.length; i++) {
    const v = read(record, fields[i]);
    text += (i > 0 ? SEPARATOR : '') + (typeof v === 'string' ? v.toLowerCase() : '');
  }
  return text;
}

/**
 * Whether a record holds `keyword` (lower-case, trimmed, not empty) in a text field as read, or
 * spells it in the pinyin of one of `pinyinFields` (once pinyin-pro is loaded, `pinyinReady`).
 * Given `kept` (a live collection's kept values), the text of each record and the numbers of its
 * names (listPinyin.ts) are kept there.
 */
export function keywordTest(
  def: ResourceDefinition,
  keyword: string,
  read: FieldReader,
  kept?: KeptValues,
  pinyinFields: readonly string[] = [],
): RecordTest {
  const plain = textTest(def, keyword, read, kept);
  const spells = pinyinFields.length > 0 ? pinyinMatcher(keyword) : undefined;
  if (!spells) return plain;
  const numbers = pinyinFields.map((name): Column => {
    const make = (r: DemoRecord) => nameNumber(read(r, name));
    return kept ? kept(`${PINYIN}${name}`, make) : make;
  });
  return (r, i) => plain(r, i) || numbers.some((number) => spells(number(r, i) as number));
}

/** Whether a record holds `keyword` in a text field as read. */
function textTest(
  def: ResourceDefinition,
  keyword: string,
  read: FieldReader,
  kept?: KeptValues,
): RecordTest {
  const fields = searchable(def);
  // A match in the text is in one value: the keyword cannot span the separator it does not hold.
  if (kept && !keyword.includes(SEPARATOR)) {
    const text = kept(TEXT, (r) => textOf(r, fields, read));
    return (r, i) => (text(r, i) as string).includes(keyword);
  }
  return (r) =>
    fields.some((name) => {
      const v = read(r, name);
      return typeof v === 'string' && v.toLowerCase().includes(keyword);
    });
}
