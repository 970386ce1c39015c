import {
  LOCALE_STORAGE_KEY,
  detectInitialLocale,
  persistLocale,
  toAppLocale,
  toHeaderLocale,
} from '../../../i18n';

function browserLanguage(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

describe('detectInitialLocale', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('prefers the persisted choice', () => {
    browserLanguage('zh-CN');
    persistLocale('en-US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(detectInitialLocale()).toBe('en-US');
  });

  it('ignores an invalid persisted value', () => {
    browserLanguage('zh-CN');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr-FR');
    expect(detectInitialLocale()).toBe('zh-CN');
  });

  it('maps any Chinese browser language to zh-CN', () => {
    browserLanguage('zh-TW');
    expect(detectInitialLocale()).toBe('zh-CN');
    browserLanguage('zh');
    expect(detectInitialLocale()).toBe('zh-CN');
  });

  it('maps any other browser language to en-US', () => {
    browserLanguage('fr');
    expect(detectInitialLocale()).toBe('en-US');
    browserLanguage('en-GB');
    expect(detectInitialLocale()).toBe('en-US');
  });

  it('maps locales to the request header value', () => {
    expect(toHeaderLocale('zh-CN')).toBe('zh_CN');
    expect(toHeaderLocale('en-US')).toBe('en');
    expect(toAppLocale('zh-Hant-HK')).toBe('zh-CN');
    expect(toAppLocale(undefined)).toBe('en-US');
  });
});
