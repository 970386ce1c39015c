import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// Issue 41: the generated role screens with the roles feature's input and cells, on the demo API.

setupDemoServer({ customerCount: 2 });

describe('the role screens in the app', () => {
  it(
    'an administrator role disables the tree with its note, on the generated form',
    async () => {
      await loginAs('admin');
      await renderApp('/role/create', undefined, undefined, 'en-US');
      const tree = await screen.findByTestId('permission-tree', {}, APP_WAIT);
      expect(within(tree).getAllByRole('checkbox')[0]).toBeEnabled();
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Administrator role/ }));
      fireEvent.click(
        within(await screen.findByRole('listbox', {}, APP_WAIT)).getByRole('option', {
          name: 'Administrator',
        }),
      );
      expect(
        await screen.findByText('An administrator role holds every permission', {}, APP_WAIT),
      ).toBeTruthy();
      within(tree)
        .getAllByRole('checkbox')
        .forEach((box) => expect(box).toBeDisabled());
    },
    APP_TEST_MS,
  );

  it(
    'a role saved with the clues shows them on its page, and the permission log names them (zh-CN)',
    async () => {
      await loginAs('admin');
      const { router } = await renderApp('/role/create', undefined, undefined, 'zh-CN');
      const tree = await screen.findByTestId('permission-tree', {}, APP_WAIT);
      fireEvent.change(screen.getByRole('textbox', { name: /角色名称/ }), { target: { value: '前台' } });
      fireEvent.click(within(tree).getByRole('checkbox', { name: '客户线索' }));
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      const shown = await screen.findByTestId('role-permissions', {}, APP_WAIT);
      expect(router.state.location.pathname).toMatch(/^\/role\/\d+\/show$/);
      expect(shown).toHaveTextContent('1 项权限');
      expect(shown).toHaveTextContent('客户管理客户线索');

      await router.navigate('/role-log');
      const subject = await screen.findByRole('cell', { name: '前台' }, APP_WAIT);
      const row = subject.closest('tr')!;
      expect([...row.querySelectorAll('.MuiChip-label')].map((c) => c.textContent)).toContain('客户线索');
    },
    APP_TEST_MS,
  );
});
