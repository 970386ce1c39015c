import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { features } from '../../../src/app/features';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { sentBodies } from '../../support/sentBodies';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

const { server, db } = setupDemoServer({ customerCount: 5 });
vi.setConfig({ testTimeout: APP_TEST_MS });

beforeEach(async () => {
  db.reset();
  await loginAs('admin');
});

const copy = {
  'en-US': {
    roles: /^Access roles/,
    password: /^Password/,
    helper: 'Required when creating, at least 6 characters; leave empty to keep the current one',
    name: /^Name/,
    username: /^Username/,
    save: 'Save',
    tooShort: 'Must be at least 6 characters',
    serverTooShort: 'The password must be at least 6 characters',
  },
  'zh-CN': {
    roles: /^权限角色/,
    password: /^登录密码/,
    helper: '创建时必填，至少 6 位；编辑时留空则不修改',
    name: /^姓名/,
    username: /^登录账号/,
    save: '保存',
    tooShort: '至少 6 个字符',
    serverTooShort: '密码至少6位',
  },
} as const;

describe.each(['en-US', 'zh-CN'] as const)('worker form with roles (%s)', (locale) => {
  const t = copy[locale];

  it('[V26] shows the password as a password input with its helper text on create', async () => {
    await renderApp('/worker/create', undefined, features, locale);
    const password = await screen.findByLabelText(t.password, {}, APP_WAIT);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(t.helper);
  });

  it('the edit form shows the password empty with its helper, and a save without it keeps it', async () => {
    const user = userEvent.setup();
    const puts = sentBodies(server, 'PUT', /\/worker\/2$/);
    const before = db.passwordOf('sales');
    await renderApp('/worker/2', undefined, features, locale);
    const name = await screen.findByRole('textbox', { name: t.name }, APP_WAIT);
    await waitFor(() => expect(name).not.toHaveValue(''), APP_WAIT);
    const password = screen.getByLabelText(t.password);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(t.helper);
    // The roles show as chips of their names in the multi-select.
    const picker = screen
      .getByRole('combobox', { name: t.roles })
      .closest('.MuiAutocomplete-root') as HTMLElement;
    expect(await within(picker).findByText('销售', {}, APP_WAIT)).toBeInTheDocument();
    await user.type(name, '二');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(puts).toHaveLength(1), APP_WAIT);
    expect(puts[0]).not.toHaveProperty('password');
    expect(db.passwordOf('sales')).toBe(before);
  });

  it('[V26] the server refuses a new worker without a password, under the password input', async () => {
    const user = userEvent.setup();
    await renderApp('/worker/create', undefined, features, locale);
    await user.type(await screen.findByRole('textbox', { name: t.name }, APP_WAIT), '无密码');
    await user.type(screen.getByRole('textbox', { name: t.username }), 'no_password');
    const picker = screen.getByRole('combobox', { name: t.roles });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: '客服' }, APP_WAIT));
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    const password = screen.getByLabelText(t.password);
    await waitFor(() => expect(password).toHaveAccessibleDescription(t.serverTooShort), APP_WAIT);
    expect(db.list('worker').some((w) => w.username === 'no_password')).toBe(false);
  });

  it('[V26] creates a worker with two roles chosen by name and a password, sending role_ids and password', async () => {
    const user = userEvent.setup();
    const posts = sentBodies(server, 'POST', /\/worker$/);
    const roles = db.list('role');
    const sales = roles.find((r) => r.name === '销售')!;
    const service = roles.find((r) => r.name === '客服')!;
    await renderApp('/worker/create', undefined, features, locale);
    await user.type(await screen.findByRole('textbox', { name: t.name }, APP_WAIT), '前台小王');
    await user.type(screen.getByRole('textbox', { name: t.username }), 'reception_wang');
    const picker = screen.getByRole('combobox', { name: t.roles });
    for (const role of [sales, service]) {
      await user.click(picker);
      await user.type(picker, String(role.name));
      await user.click(await screen.findByRole('option', { name: String(role.name) }, APP_WAIT));
    }
    // The chosen roles show as chips of their names in the input.
    const field = picker.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(field).getByText('销售')).toBeInTheDocument();
    expect(within(field).getByText('客服')).toBeInTheDocument();
    const password = screen.getByLabelText(t.password);
    await user.type(password, 'abc12');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.tooShort)).toBeInTheDocument();
    await user.type(password, '3');
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(
      () => expect(db.list('worker').some((w) => w.username === 'reception_wang')).toBe(true),
      APP_WAIT,
    );
    const sent = posts.find((b) => b.username === 'reception_wang');
    expect(sent).toMatchObject({ role_ids: [sales.id, service.id], password: 'abc123' });
    // The server keeps the password for signing in and never stores or returns it on the record.
    expect(db.passwordOf('reception_wang')).toBe('abc123');
    expect(db.list('worker').find((w) => w.username === 'reception_wang')).not.toHaveProperty('password');
  });
});
