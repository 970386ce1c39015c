import dayjs from 'dayjs';
import {
  LOCALE_STORAGE_KEY,
  createI18nProvider,
  getCurrentLocale,
  toHeaderLocale,
  type AppI18nProvider,
} from '../../../i18n';

describe('i18nProvider', () => {
  let provider: AppI18nProvider;

  beforeEach(async () => {
    localStorage.clear();
    provider = await createI18nProvider('en-US');
  });
  afterEach(() => vi.restoreAllMocks());

  it('starts in the given locale and offers both languages', () => {
    expect(provider.getLocale()).toBe('en-US');
    expect(getCurrentLocale()).toBe('en-US');
    expect(provider.getLocales()).toEqual([
      { locale: 'zh-CN', name: '简体中文' },
      { locale: 'en-US', name: 'English' },
    ]);
  });

  it('interpolates values', () => {
    expect(provider.translate('app.list.total', { total: 5 })).toBe('total 5 items');
    expect(provider.translate('app.errors.http_status', { status: 500, text: 'a < b' })).toBe('500: a < b');
  });

  it('pluralises with smart_count', () => {
    expect(provider.translate('resources.store.name', { smart_count: 1 })).toBe('Store');
    expect(provider.translate('resources.store.name', { smart_count: 2 })).toBe('Stores');
    expect(provider.translate('resources.store.name')).toBe('Store');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected');
  });

  it('uses the `_` default of react-admin for unknown keys', () => {
    expect(
      provider.translate('resources.store.fields.unknown', { _: 'Unknown %{what}', what: 'field' }),
    ).toBe('Unknown field');
    expect(provider.translate('resources.nothing.name', { _: 'Thing |||| Things', smart_count: 2 })).toBe(
      'Things',
    );
  });

  it('returns a missing key and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(provider.translate('app.does.not_exist')).toBe('app.does.not_exist');
    expect(provider.translate('app.does.not_exist')).toBe('app.does.not_exist');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(provider.translate('Server says: no')).toBe('Server says: no');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('changes the locale, persists it and updates the current locale everywhere', async () => {
    await provider.changeLocale('zh-CN');
    expect(provider.getLocale()).toBe('zh-CN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(getCurrentLocale()).toBe('zh-CN');
    expect(toHeaderLocale()).toBe('zh_CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(provider.translate('app.list.total', { total: 5 })).toBe('共 5 条');
    expect(provider.translate('resources.store.name', { smart_count: 2 })).toBe('门店');
    expect(provider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('已选择 3 项');

    await provider.changeLocale('en-US');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(getCurrentLocale()).toBe('en-US');
    expect(toHeaderLocale()).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(provider.translate('app.list.total', { total: 5 })).toBe('total 5 items');
  });

  it('starts in the persisted locale by default', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    const persisted = await createI18nProvider();
    expect(persisted.getLocale()).toBe('zh-CN');
    expect(persisted.translate('app.title')).toBe('婚恋管理后台');
  });
});

describe('i18nProvider of the login page (issue 8: no resource labels up front)', () => {
  it('translates the app without the resources, and adds them on demand', async () => {
    const light = await createI18nProvider('en-US', { withResources: false });
    expect(light.translate('app.login.submit')).toBe('Sign in');
    expect(light.translate('resources.store.name', { smart_count: 2, _: 'missing' })).toBe('missing');
    await light.loadResourceMessages();
    expect(light.translate('resources.store.name', { smart_count: 2 })).toBe('Stores');
    await light.changeLocale('zh-CN');
    expect(light.translate('resources.store.name', { smart_count: 2 })).toBe('门店');
  });
});
