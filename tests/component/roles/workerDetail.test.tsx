import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { features } from '../../../src/app/features';
import { SHOW_FIELD_CLASS } from '../../../src/registry/show/ResourceFields';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

const { db } = setupDemoServer({ customerCount: 5 });
vi.setConfig({ testTimeout: APP_TEST_MS });

beforeEach(async () => {
  db.reset();
  await loginAs('admin');
});

const copy = {
  'en-US': {
    roles: 'Access roles',
    customers: 'Customers',
    publicSea: 'Public sea',
    connect: 'Connection requests',
    allActions: 'All actions',
    unionOfCustomers: ['add', 'edit', 'query', 'view', 'export'],
    delete: 'delete',
    everything: 'Every permission',
  },
  'zh-CN': {
    roles: '权限角色',
    customers: '客户',
    publicSea: '公海',
    connect: '牵线申请',
    allActions: '全部操作',
    unionOfCustomers: ['新增', '编辑', '查询', '查看', '导出'],
    delete: '删除',
    everything: '全部权限',
  },
} as const;

/** The line of one permission in the effective permissions block: its label and its actions. */
function lineOf(block: HTMLElement, label: string): HTMLElement {
  const line = within(block)
    .getAllByRole('listitem')
    .find((li) => li.firstElementChild?.textContent === label);
  if (!line) throw new Error(`no permission line "${label}"`);
  return line;
}

const chipsOf = (line: HTMLElement) =>
  [...line.querySelectorAll('.MuiChip-label')].map((chip) => chip.textContent);

describe.each(['en-US', 'zh-CN'] as const)('worker detail: effective permissions (%s)', (locale) => {
  const t = copy[locale];

  it("shows the union of a worker's two roles, read-only, grouped by menu section with their actions", async () => {
    const roles = db.list('role');
    const sales = roles.find((r) => r.name === '销售')!;
    const matchmaker = roles.find((r) => r.name === '红娘')!;
    const worker = db.list('worker').find((w) => w.id > 3)!;
    db.replace('worker', { ...worker, role_ids: [sales.id, matchmaker.id] });
    await renderApp(`/worker/${worker.id}/show`, undefined, features, locale);
    const block = await screen.findByTestId('effective-permissions', {}, APP_WAIT);
    // Both roles as chips, and each role's own grants: the public sea (sales), connection requests (matchmaker).
    const rolesField = screen.getByText(t.roles).closest(`.${SHOW_FIELD_CLASS}`) as HTMLElement;
    await waitFor(() => expect(chipsOf(rolesField)).toEqual(['销售', '红娘']), APP_WAIT);
    expect(chipsOf(lineOf(block, t.publicSea))).toEqual([t.allActions]);
    expect(chipsOf(lineOf(block, t.connect))).toEqual([t.allActions]);
    // Customers: sales may export, a matchmaker may not; neither may delete. The union exports.
    const customers = chipsOf(lineOf(block, t.customers));
    expect(customers).toEqual(t.unionOfCustomers);
    expect(customers).not.toContain(t.delete);
    // Grouped by menu section: each group is a titled region; nothing on the page edits them.
    expect(within(block).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
    expect(within(block).queryByRole('checkbox')).toBeNull();
    expect(within(block).queryByRole('textbox')).toBeNull();
  });

  it('sums up an administrator as "every permission" instead of listing them', async () => {
    await renderApp('/worker/1/show', undefined, features, locale);
    expect(await screen.findByText(t.everything, {}, APP_WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('effective-permissions')).toBeNull();
  });
});
