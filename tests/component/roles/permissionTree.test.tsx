import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { features } from '../../../src/app/features';
import { permissionCatalogue } from '../../../src/platform/permissionCatalogue';
import { renderRoleForm, rowCheckbox } from './renderRoleForm';

// Issue 41 point 2: the role form's permission tree, in both languages.

const catalogue = permissionCatalogue(
  resources,
  features.flatMap((f) => f.pages ?? []),
);
const total = catalogue.length;
const customerSection = catalogue.filter((e) => e.section === 'customer').map((e) => e.permission);
const userView = catalogue.find((e) => e.permission === 'user_view')!;

const LOCALES = [
  {
    locale: 'zh-CN',
    customers: '客户管理',
    clues: '客户线索',
    selectAll: '全选',
    selectShown: '全选搜索结果',
    search: '搜索权限',
    count: (n: number) => `已选 ${n} / ${total}`,
    actionsOf: (label: string) => `“${label}”的操作`,
    del: '删除',
    collapse: '收起“客户管理”',
    expand: '展开“客户管理”',
    adminNote: '管理员角色拥有全部权限',
    publicSea: '公海',
  },
  {
    locale: 'en-US',
    customers: 'Customers',
    clues: 'Clues',
    selectAll: 'Select all',
    selectShown: 'Select all results',
    search: 'Search permissions',
    count: (n: number) => `${n} of ${total} selected`,
    actionsOf: (label: string) => `Actions of ${label}`,
    del: 'delete',
    collapse: 'Collapse Customers',
    expand: 'Expand Customers',
    adminNote: 'An administrator role holds every permission',
    publicSea: 'Public sea',
  },
] as const;

describe.each(LOCALES)('the permission tree ($locale)', (t) => {
  it('tri-state: one permission makes its section and "select all" mixed; the section and select all check the rest; counts follow', async () => {
    const view = await renderRoleForm(t.locale);
    const count = screen.getByTestId('permission-count');
    expect(count).toHaveTextContent(t.count(0));
    const section = view.section(t.customers);
    const sectionBox = within(section).getAllByRole('checkbox')[0];
    const all = screen.getByRole('checkbox', { name: t.selectAll });

    fireEvent.click(within(view.row('customer.clue')).getByRole('checkbox', { name: t.clues }));
    expect(count).toHaveTextContent(t.count(1));
    expect(within(section).getByTestId('section-count')).toHaveTextContent(`1 / ${customerSection.length}`);
    expect(sectionBox).toBePartiallyChecked();
    expect(all).toBePartiallyChecked();
    expect(view.stored()).toEqual([{ permission: 'customer.clue', actions: [] }]);

    fireEvent.click(sectionBox);
    expect(sectionBox).toBeChecked();
    expect(within(section).getByTestId('section-count')).toHaveTextContent(
      `${customerSection.length} / ${customerSection.length}`,
    );
    expect(count).toHaveTextContent(t.count(customerSection.length));

    fireEvent.click(all);
    expect(all).toBeChecked();
    expect(count).toHaveTextContent(t.count(total));
    expect(view.stored()).toHaveLength(total);
    expect(view.stored().every((g) => g.actions.length === 0)).toBe(true);

    fireEvent.click(all);
    expect(all).not.toBeChecked();
    expect(view.stored()).toEqual([]);
  });

  it('search filters by label, description and permission string; select all then takes the results only', async () => {
    const view = await renderRoleForm(t.locale);
    const search = screen.getByRole('searchbox', { name: t.search });
    fireEvent.change(search, { target: { value: t.publicSea } });
    expect(view.row('customer.public')).toBeTruthy();
    expect(view.tree.querySelector('[data-permission="customer.clue"]')).toBeNull();

    fireEvent.change(search, { target: { value: 'setting.role' } });
    const shown = [...view.tree.querySelectorAll('[data-permission]')].map((r) =>
      r.getAttribute('data-permission'),
    );
    expect(shown).toEqual(['setting.role']);
    fireEvent.click(screen.getByRole('checkbox', { name: t.selectShown }));
    expect(view.stored()).toEqual([{ permission: 'setting.role', actions: [] }]);
    expect(screen.getByTestId('permission-count')).toHaveTextContent(t.count(1));

    fireEvent.change(search, { target: { value: 'no such permission at all' } });
    expect(view.tree.querySelector('[data-permission]')).toBeNull();
    expect(view.tree).toHaveTextContent('no such permission at all');

    fireEvent.change(search, { target: { value: '' } });
    expect(view.tree.querySelectorAll('[data-permission]')).toHaveLength(total);
  });

  it('a checked permission lists its actions, all checked; one unchecked is stored, the last one stays', async () => {
    const view = await renderRoleForm(t.locale);
    const row = view.row('user_view');
    expect(within(row).queryByRole('group')).toBeNull();
    fireEvent.click(rowCheckbox(row));
    const label = row.querySelector('.pt-main label')!.textContent!;
    const actions = within(row).getByRole('group', { name: t.actionsOf(label) });
    const boxes = within(actions).getAllByRole('checkbox');
    expect(boxes).toHaveLength(userView.actions.length);
    boxes.forEach((box) => expect(box).toBeChecked());

    fireEvent.click(within(actions).getByRole('checkbox', { name: t.del }));
    expect(view.stored()).toEqual([
      { permission: 'user_view', actions: userView.actions.filter((a) => a !== 'delete') },
    ]);
    for (const box of within(actions).getAllByRole('checkbox'))
      if (!box.hasAttribute('disabled')) fireEvent.click(box);
    const left = within(actions)
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).checked);
    expect(left).toHaveLength(1);
    expect(left[0]).toBeDisabled();

    for (const box of within(actions).getAllByRole('checkbox')) {
      if (!(box as HTMLInputElement).checked) fireEvent.click(box);
    }
    expect(view.stored()).toEqual([{ permission: 'user_view', actions: [] }]);
  });

  it('an administrator role: the tree is disabled, with the note', async () => {
    const view = await renderRoleForm(t.locale, { is_admin: 1 });
    expect(screen.getByRole('alert')).toHaveTextContent(t.adminNote);
    const boxes = within(view.tree).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(total);
    boxes.forEach((box) => expect(box).toBeDisabled());
  });

  it('by keyboard: Tab reaches the checkboxes, Space checks them, a section collapses by its named button', async () => {
    const user = userEvent.setup();
    const view = await renderRoleForm(t.locale);
    const collapse = screen.getByRole('button', { name: t.collapse });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    collapse.focus();
    await user.tab();
    const sectionBox = within(view.section(t.customers)).getAllByRole('checkbox')[0];
    expect(sectionBox).toHaveFocus();
    await user.tab();
    expect(rowCheckbox(view.row(customerSection[0]))).toHaveFocus();
    await user.keyboard(' ');
    expect(view.stored()).toEqual([{ permission: customerSection[0], actions: [] }]);

    await user.click(collapse);
    const expand = screen.getByRole('button', { name: t.expand });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(view.tree.querySelector('[data-permission="customer.clue"]')).toBeNull();
    await user.click(expand);
    await waitFor(() => expect(view.row('customer.clue')).toBeTruthy());
  });
});
