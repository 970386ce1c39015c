import { createI18nProvider, type AppI18nProvider } from '../../i18n';

/** Both languages' translate functions, for asserting exact texts. */
export async function translators(): Promise<Record<'en' | 'zh', AppI18nProvider['translate']>> {
  const en = await createI18nProvider('en-US');
  const zh = await createI18nProvider('zh-CN');
  return { en: en.translate, zh: zh.translate };
}
