import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordContextProvider } from 'react-admin';
import { GrantTextCell, PermissionsCell, WorkerCountCell } from '../../../src/features/roles/RoleCells';
import { renderInApp } from './renderRoleForm';

// Issue 41: a role's permissions on its page, its staff count, and the permission log's grants.

const chips = (container: HTMLElement) =>
  [...container.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);

describe('the role cells', () => {
  it.each([
    { locale: 'zh-CN', expected: ['公海（查询）', '客户线索', '前台', 'name:旧名→新名'] },
    { locale: 'en-US', expected: ['Public sea (query)', 'Clues', '前台', 'name:旧名→新名'] },
  ] as const)(
    '$locale: the log names a catalogue permission by its label, with its actions; other text as written',
    async ({ locale, expected }) => {
      const view = await renderInApp(
        <RecordContextProvider
          value={{ id: 1, added: ['customer.public:query', 'customer.clue', '前台', 'name:旧名→新名'] }}
        >
          <GrantTextCell source="added" />
        </RecordContextProvider>,
        locale,
      );
      expect(chips(view.container)).toEqual(expected);
    },
  );

  it('a role page groups its grants by menu section; an administrator role holds every permission', async () => {
    const role = {
      id: 2,
      is_admin: 0,
      permissions: [
        { permission: 'customer.clue', actions: [] },
        { permission: 'user_view', actions: ['query', 'get'] },
        { permission: 'setting.role', actions: [] },
      ],
    };
    await renderInApp(
      <>
        <RecordContextProvider value={role}>
          <PermissionsCell source="permissions" />
        </RecordContextProvider>
        <RecordContextProvider value={{ id: 1, is_admin: 1, permissions: [] }}>
          <span data-testid="admin">
            <PermissionsCell source="permissions" />
          </span>
        </RecordContextProvider>
      </>,
      'en-US',
    );
    const shown = screen.getByTestId('role-permissions');
    expect(shown).toHaveTextContent('3 permissions');
    expect(shown).toHaveTextContent(
      /Customers.*Clues.*Customers \(query, view\).*Settings.*Roles and permissions/,
    );
    const admin = screen.getByTestId('admin');
    expect(chips(admin)).toEqual(['Every permission']);
    expect(within(admin).queryByTestId('role-permissions')).toBeNull();
  });

  it("a role's staff count links to the staff list filtered by the role", async () => {
    await renderInApp(
      <>
        <RecordContextProvider value={{ id: 4, name: '店长', worker_count: 3 }}>
          <WorkerCountCell source="worker_count" />
        </RecordContextProvider>
        <RecordContextProvider value={{ id: 5, name: '客服', worker_count: 0 }}>
          <WorkerCountCell source="worker_count" />
        </RecordContextProvider>
      </>,
      'zh-CN',
    );
    const link = screen.getByRole('link', { name: '拥有角色“店长”的员工：3' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toMatch(/\/worker$/);
    expect(JSON.parse(href.searchParams.get('filter')!)).toEqual({ role_ids: [4] });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('0')).toBeTruthy();
  });
});
