import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, Form, testDataProvider, type I18nProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider, type AppLocale } from '../../../i18n';
import { resources } from '../../../resources';
import type { RoleGrant } from '../../../resources/role';
import { blindLightTheme } from '../../../src/app/theme';
import { features } from '../../../src/app/features';
import { PermissionsInput } from '../../../src/features/roles/PermissionsInput';
import { RegistryProvider } from '../../../src/platform/RegistryContext';

/** The form's `permissions` as stored, in a test id (what a save would send). */
function StoredValue() {
  const value: unknown = useWatch({ name: 'permissions' });
  return <output data-testid="stored">{JSON.stringify(value)}</output>;
}

/** A block inside the app's registry and features (the catalogue, the menu) and react-admin's context. */
export function inApp(block: ReactNode, i18nProvider: I18nProvider) {
  return (
    <MemoryRouter>
      <RegistryProvider registry={resources} features={features}>
        <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} theme={blindLightTheme}>
          {block}
        </AdminContext>
      </RegistryProvider>
    </MemoryRouter>
  );
}

/** Renders a block `inApp`, in a language. */
export async function renderInApp(block: ReactNode, locale: AppLocale) {
  return render(inApp(block, await createI18nProvider(locale)));
}

/**
 * The role form's permissions input as the role form holds it: a form with the role's values, and
 * what it would store in `stored`.
 */
export async function renderRoleForm(
  locale: AppLocale,
  role: { is_admin?: 0 | 1; permissions?: RoleGrant[] } = {},
) {
  const view = await renderInApp(
    <Form record={{ id: 1, name: 'r', is_admin: 0, permissions: [], ...role }} onSubmit={() => undefined}>
      <PermissionsInput source="permissions" resource="role" />
      <StoredValue />
    </Form>,
    locale,
  );
  const tree = await view.findByTestId('permission-tree', {}, { timeout: 5000 });
  return {
    ...view,
    tree,
    stored: (): RoleGrant[] => JSON.parse(view.getByTestId('stored').textContent ?? '[]') as RoleGrant[],
    /** A permission's row. */
    row: (permission: string) => {
      const found = tree.querySelector<HTMLElement>(`[data-permission="${permission}"]`);
      if (!found) throw new Error(`no row for ${permission}`);
      return found;
    },
    /** A section of the tree by its title. */
    section: (title: string) => within(tree).getByRole('group', { name: title }),
  };
}

/** The main checkbox of a permission's row. */
export const rowCheckbox = (row: HTMLElement) => row.querySelector<HTMLInputElement>('.pt-main input')!;
