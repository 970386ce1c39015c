import englishMessages from 'ra-language-english';
import { LOCALES, messages, resourceCatalogues, sources, toI18nextMessages } from '../../../i18n';
import { savedAndDeleted, tiptap } from '../../../i18n/en-US/ra';
import { baseKey, entries, messageKeys, missingKeys, placeholders, subtree } from '../../support/i18nKeys';

const [zh, en] = LOCALES;

/** The parts that are compared one by one: ra, app and every resource file. */
const parts: [string, string[]][] = [
  ['ra', ['ra']],
  ['app', ['app']],
  ...Object.keys(resourceCatalogues).map((name): [string, string[]] => [
    `resources.${name}`,
    ['resources', name],
  ]),
];

describe('catalogue parity between zh-CN and en-US', () => {
  it('collects every file of i18n/resources/', () => {
    expect(Object.keys(resourceCatalogues).length).toBeGreaterThan(0);
    expect(Object.keys(subtree(messages[zh], ['resources']) as object).sort()).toEqual(
      Object.keys(resourceCatalogues).sort(),
    );
  });

  it.each(parts)('%s: every key of one language exists in the other', (_label, path) => {
    const zhPart = subtree(messages[zh], path);
    const enPart = subtree(messages[en], path);
    expect(messageKeys(enPart).length).toBeGreaterThan(0);
    expect({ missingInZh: missingKeys(enPart, zhPart), missingInEn: missingKeys(zhPart, enPart) }).toEqual({
      missingInZh: [],
      missingInEn: [],
    });
  });

  it.each(parts)('%s: both languages use the same placeholders', (_label, path) => {
    const vars = (tree: unknown) => {
      const byKey = new Map<string, Set<string>>();
      for (const [key, text] of entries(tree)) {
        const set = byKey.get(baseKey(key)) ?? new Set<string>();
        placeholders(text).forEach((v) => set.add(v));
        byKey.set(baseKey(key), set);
      }
      return byKey;
    };
    const zhVars = vars(subtree(messages[zh], path));
    const enVars = vars(subtree(messages[en], path));
    const mismatches = [...enVars]
      .filter(
        ([key, set]) =>
          zhVars.has(key) && [...set].sort().join() !== [...(zhVars.get(key) ?? [])].sort().join(),
      )
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it('translates every key of ra-language-english, and the rich-text toolbar (ra.tiptap)', () => {
    // The English catalogue is ra-language-english, with the spec's save and delete texts (E10), plus
    // ra-input-rich-text's toolbar labels.
    const notification = { ...englishMessages.ra.notification, ...savedAndDeleted };
    const english = toI18nextMessages({ ...englishMessages.ra, notification, tiptap });
    expect(toI18nextMessages(sources[en].ra)).toEqual(english);
    expect(missingKeys(english, toI18nextMessages(sources[zh].ra))).toEqual([]);
    expect(missingKeys(toI18nextMessages(sources[zh].ra), english)).toEqual([]);
  });

  it('names every toolbar button ra-input-rich-text reads (ra.tiptap.*) in both languages', () => {
    const read = ['bold', 'italic', 'underline', 'list_bulleted', 'list_numbered', 'link', 'clear_format'];
    for (const locale of LOCALES)
      for (const key of read)
        expect(subtree(messages[locale], ['ra', 'tiptap', key]), `${locale} ${key}`).toBeTruthy();
    expect(subtree(messages[zh], ['ra', 'tiptap', 'bold'])).toBe('加粗');
  });

  it('converts react-admin syntax to i18next syntax', () => {
    const converted = messages[en] as Record<string, unknown>;
    expect(subtree(converted, ['app', 'list', 'total'])).toBe('total {{total}} items');
    expect(subtree(converted, ['resources', 'store', 'name_one'])).toBe('Store');
    expect(subtree(converted, ['resources', 'store', 'name_other'])).toBe('Stores');
    expect(subtree(converted, ['resources', 'store', 'name'])).toBe('Store');
    const leftovers = LOCALES.flatMap((l) => entries(messages[l]))
      .filter(([, text]) => text.includes('%{') || text.includes('||||'))
      .map(([key]) => key);
    expect(leftovers).toEqual([]);
  });
});
