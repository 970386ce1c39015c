import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { features } from '../../../src/app/features';
import { allowedMenuGroups } from '../../../src/platform/menu';
import { cataloguePermissions } from '../../../src/platform/permissionCatalogue';
import { renderRoleForm, rowCheckbox } from './renderRoleForm';

// Issue 41 point 4: the menu a role would see, from the form's current values, before saving.

/** The preview's lines: section titles in brackets, entries as their labels. */
function previewLines(): string[] {
  const menu = within(screen.getByRole('dialog')).getByTestId('role-preview-menu');
  return [...menu.children].map((li) =>
    li.classList.contains('MuiListSubheader-root') ? `[${li.textContent}]` : (li.textContent ?? ''),
  );
}

describe('the role menu preview', () => {
  it.each([
    {
      locale: 'en-US',
      button: 'Preview menu',
      title: 'The menu of this role',
      lines: ['Home', '[Customers]', 'Clues'],
    },
    {
      locale: 'zh-CN',
      button: '预览菜单',
      title: '该角色可见的菜单',
      lines: ['首页', '[客户管理]', '线索客户'],
    },
  ] as const)(
    '[V23] $locale: a role with only the clues, checked and not saved, sees exactly Home and the clue list, with icons',
    async ({ locale, button, title, lines }) => {
      const view = await renderRoleForm(locale);
      fireEvent.click(rowCheckbox(view.row('customer.clue')));
      fireEvent.click(screen.getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: title });
      expect(previewLines()).toEqual(lines);
      expect(within(dialog).getByTestId('role-preview-menu').querySelectorAll('li svg')).toHaveLength(2);
    },
  );

  it('[V23] a role with no permission sees Home only, and is told so', async () => {
    await renderRoleForm('en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Preview menu' }));
    expect(previewLines()).toEqual(['Home']);
    expect(screen.getByRole('dialog')).toHaveTextContent('this role opens no menu entry');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an administrator role sees the whole menu, whatever it lists', async () => {
    const pages = features.flatMap((f) => f.pages ?? []);
    const whole = allowedMenuGroups(resources, pages, {
      permissions: cataloguePermissions(resources, pages),
      actions: {},
    });
    await renderRoleForm('en-US', {
      is_admin: 1,
      permissions: [{ permission: 'customer.clue', actions: [] }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview menu' }));
    const lines = previewLines();
    expect(lines.filter((l) => l.startsWith('['))).toHaveLength(whole.length);
    expect(lines).toHaveLength(1 + whole.length + whole.flatMap((g) => g.entries).length);
    expect(lines).toContain('Roles');
  });
});
