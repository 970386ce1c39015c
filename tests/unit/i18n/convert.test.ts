import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { LOCALES, sources } from '../../../i18n';
import { toI18nextMessages, toI18nextText, withSingularFallbacks } from '../../../i18n/convert';
import type { StringTree } from '../../../i18n/types';
import { messageKeys } from '../../support/i18nKeys';

/** What the app made with ra-i18n-i18next's converter, with the singular fallbacks it adds. */
const viaLibrary = (tree: object) =>
  withSingularFallbacks(convertRaTranslationsToI18next(tree) as StringTree);

describe("catalogues in i18next's syntax, without lodash on the login page (issue 8)", () => {
  it.each(LOCALES)('%s: every catalogue converts as ra-i18n-i18next converts it', (locale) => {
    const catalogue = sources[locale];
    expect(messageKeys(catalogue).length).toBeGreaterThan(500);
    expect(toI18nextMessages(catalogue)).toEqual(viaLibrary(catalogue));
  });

  it("react-admin's English package converts as the library converts it", () => {
    expect(toI18nextMessages(englishMessages)).toEqual(viaLibrary(englishMessages));
  });

  it("turns placeholders and plural forms into i18next's, keeping the singular under the bare key", () => {
    expect(
      toI18nextMessages({
        list: { total: '%{count} row |||| %{count} rows', hello: 'Hi %{first_name}-%{x-y}!' },
        plain: 'no placeholder',
      }),
    ).toEqual({
      list: {
        total: '{{count}} row',
        total_one: '{{count}} row',
        total_other: '{{count}} rows',
        hello: 'Hi {{first_name}}-{{x-y}}!',
      },
      plain: 'no placeholder',
    });
    expect(toI18nextText('%{a} and %{b}')).toBe('{{a}} and {{b}}');
  });
});
