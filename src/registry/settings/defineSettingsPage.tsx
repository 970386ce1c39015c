import type { SettingsGroup, SettingsSection } from '../../../dataProvider/methods';
import { lazyWithReload } from '../../platform/chunks';
import { definePage, type PageDefinition } from '../../platform/pages';

const SettingsScreen = lazyWithReload(() => import('./SettingsScreen'));

/** A configuration group edited as one form (issue 16): where it lives and what it shows. */
export interface SettingsPageSpec extends Pick<PageDefinition, 'route' | 'title' | 'access' | 'menu'> {
  /** `GET`/`PUT /config/<scope>/<group>`. */
  at: SettingsGroup;
  /**
   * Where its fields come from: `'options'` = `/config/options/<scope>/<group>` (labels are the
   * server's text); or sections declared here (labels are i18n keys).
   */
  fields: 'options' | readonly SettingsSection[];
}

/** A settings page is one declaration: the generated form loads, validates and saves it. */
export function defineSettingsPage(spec: SettingsPageSpec): PageDefinition {
  const { at, fields, ...page } = spec;
  function SettingsPage() {
    return <SettingsScreen at={at} fields={fields} title={page.title} />;
  }
  SettingsPage.displayName = `SettingsPage(${at.scope}/${at.group})`;
  return definePage({ ...page, component: SettingsPage });
}
