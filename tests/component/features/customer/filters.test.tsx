import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../../src/features/notices/mustHandleModel';
import { createTestServer } from '../../../../src/mocks/node';
import { loginAs, renderApp } from '../../../support/renderApp';
import { APP_WAIT, LONG_APP_TEST_MS } from '../../../support/timeouts';

// The customer filter panel (spec §9, S18): range defaults when added, chips, saved views.

const { server, db } = createTestServer({ customerCount: 30 });
const requested: URL[] = [];
/** Requests the demo API refused (403). */
const forbidden: string[] = [];

// The whole admin renders a customer list: slow on a loaded machine.
vi.setConfig({ testTimeout: LONG_APP_TEST_MS });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'bypass' });
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url));
  });
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.status === 403) forbidden.push(request.url);
  });
});
beforeEach(async () => {
  localStorage.clear();
  // The must-handle dialog (once a day) is not what these tests look at.
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
  sessionStorage.clear();
  requested.length = 0;
  forbidden.length = 0;
  await loginAs('admin');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The customer list requests made so far. */
const listCalls = () => requested.filter((url) => url.pathname.endsWith('/plugin/love/admin/customer'));

/** Waits for a customer list request whose parameters include all of `params`. */
async function expectListCall(params: Record<string, string>) {
  await waitFor(
    () =>
      expect(
        listCalls().some((url) => Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v)),
      ).toBe(true),
    APP_WAIT,
  );
}

async function openPanel() {
  const panel = await screen.findByRole('complementary', { name: 'Customer filters' }, APP_WAIT);
  await screen.findAllByRole('row', {}, APP_WAIT);
  return panel;
}

describe('customer filter panel', () => {
  it('[S18] the list opens unfiltered; adding age, height, weight applies 18-40, 150-180, 40-120', async () => {
    await renderApp('/customer');
    const panel = await openPanel();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0), APP_WAIT);
    for (const url of listCalls()) {
      for (const key of ['age_gte', 'age_lte', 'height_gte', 'height_lte', 'weight_gte', 'weight_lte']) {
        expect(url.searchParams.has(key), `${key} in ${url.search}`).toBe(false);
      }
    }
    // Off by default: no slider until the user adds the range.
    expect(within(panel).queryByRole('slider')).toBeNull();

    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Age' }));
    await expectListCall({ age_gte: '18', age_lte: '40' });
    expect(within(panel).getByTestId('range-value-age')).toHaveTextContent('18–40');
    expect(within(panel).getByRole('slider', { name: 'Age from' })).toHaveValue('18');
    expect(within(panel).getByRole('slider', { name: 'Age to' })).toHaveValue('40');

    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Height (cm)' }));
    await expectListCall({ age_gte: '18', age_lte: '40', height_gte: '150', height_lte: '180' });

    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Weight (kg)' }));
    await expectListCall({ height_gte: '150', height_lte: '180', weight_gte: '40', weight_lte: '120' });

    // Switching a range off drops both bounds.
    requested.length = 0;
    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Age' }));
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0), APP_WAIT);
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.has('age_gte')).toBe(false), APP_WAIT);
    expect(listCalls().at(-1)?.searchParams.get('height_gte')).toBe('150');
  });

  it('gender "Not filled in" sends gender=-1 and shows only such customers', async () => {
    for (const c of db.list('customer').slice(0, 3)) db.replace('customer', { ...c, gender: -1 });
    const unknown = db.list('customer').filter((c) => c.gender === -1 && !c.removed_at).length;
    expect(unknown).toBeGreaterThanOrEqual(1);
    await renderApp('/customer');
    const panel = await openPanel();
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Gender' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not filled in' }, APP_WAIT));
    await expectListCall({ gender: '-1' });
    await waitFor(
      () => expect(document.querySelectorAll('.list-customer tbody tr')).toHaveLength(Math.min(10, unknown)),
      APP_WAIT,
    );
    await screen.findByText(`total ${unknown} items`, {}, APP_WAIT);
    const chips = await screen.findByTestId('filter-chips', {}, APP_WAIT);
    expect(within(chips).getByText(/Gender: Not filled in/)).toBeInTheDocument();
  });

  it('a chip removes its filter; "Clear all" removes every filter', async () => {
    await renderApp('/customer');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Age' }));
    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Height (cm)' }));
    await expectListCall({ age_gte: '18', height_gte: '150' });
    const chips = await screen.findByTestId('filter-chips', {}, APP_WAIT);
    await waitFor(
      () => expect(within(chips).getAllByRole('button', { name: /^Remove filter/ })).toHaveLength(2),
      APP_WAIT,
    );
    expect(chips).toHaveTextContent('Age: 18–40');
    expect(chips).toHaveTextContent('Height (cm): 150–180');

    requested.length = 0;
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Age' }));
    await waitFor(() => expect(chips).not.toHaveTextContent('Age: 18–40'), APP_WAIT);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0), APP_WAIT);
    const last = listCalls().at(-1);
    expect(last?.searchParams.has('age_gte')).toBe(false);
    expect(last?.searchParams.get('height_gte')).toBe('150');
    // The panel follows (its form resets from the list's filters a render later): age is off again.
    await waitFor(
      () => expect(within(panel).getByRole('switch', { name: 'Filter by Age' })).not.toBeChecked(),
      APP_WAIT,
    );

    fireEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByTestId('filter-chips')).toBeNull(), APP_WAIT);
    await waitFor(
      () => expect(within(panel).getByRole('switch', { name: 'Filter by Height (cm)' })).not.toBeChecked(),
      APP_WAIT,
    );

    // The keyword is the list's search, sent as the API's `keyword`.
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Keyword' }), { target: { value: '1000' } });
    await expectListCall({ keyword: '1000' });
    expect(await screen.findByTestId('filter-chips', {}, APP_WAIT)).toHaveTextContent('Keyword: 1000');
  });

  it('a saved view survives an unmount and restores its filters; deleting asks first', async () => {
    const first = await renderApp('/customer');
    let panel = await openPanel();
    expect(
      within(panel).getByText('No saved view yet: set filters, then save them here.'),
    ).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Age' }));
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Gender' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }, APP_WAIT));
    await expectListCall({ age_gte: '18', gender: '0' });

    fireEvent.click(within(panel).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', {}, APP_WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'View name' }), {
      target: { value: 'Young women' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View "Young women" saved', {}, APP_WAIT)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all' }, APP_WAIT));
    await waitFor(() => expect(screen.queryByTestId('filter-chips')).toBeNull(), APP_WAIT);
    first.unmount();

    requested.length = 0;
    await renderApp('/customer');
    panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Open view Young women' }, APP_WAIT));
    await expectListCall({ age_gte: '18', age_lte: '40', gender: '0' });
    const chips = await screen.findByTestId('filter-chips', {}, APP_WAIT);
    expect(chips).toHaveTextContent('Gender: Female');
    expect(chips).toHaveTextContent('Age: 18–40');
    await waitFor(
      () => expect(within(panel).getByRole('switch', { name: 'Filter by Age' })).toBeChecked(),
      APP_WAIT,
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete view Young women' }));
    const confirm = await screen.findByRole('dialog', {}, APP_WAIT);
    expect(confirm).toHaveTextContent('Delete the view "Young women"?');
    fireEvent.click(within(confirm).getByRole('button', { name: /Confirm/ }));
    await waitFor(
      () => expect(within(panel).queryByRole('button', { name: 'Open view Young women' })).toBeNull(),
      APP_WAIT,
    );
  });

  it('the area cascader loads level by level and sends the chosen area_code', async () => {
    await renderApp('/customer');
    const panel = await openPanel();
    requested.length = 0;
    fireEvent.click(within(panel).getByRole('combobox', { name: 'Area' }));
    const dialog = await screen.findByRole('dialog', { name: 'Area' }, APP_WAIT);
    fireEvent.click(await within(dialog).findByRole('menuitem', { name: '广东省' }, APP_WAIT));
    fireEvent.click(await within(dialog).findByRole('menuitem', { name: '深圳市' }, APP_WAIT));
    await expectListCall({ area_code: '440300' });
    const areaCalls = requested.filter((url) => url.pathname === '/area');
    expect(areaCalls.map((url) => url.searchParams.get('parent_code'))).toEqual(
      expect.arrayContaining(['440000', '440300']),
    );
    // The districts of 深圳市 are open; a district closes the cascader.
    fireEvent.click(await within(dialog).findByRole('menuitem', { name: '南山区' }, APP_WAIT));
    await expectListCall({ area_code: '440305' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Area' })).toBeNull(), APP_WAIT);
    expect(within(panel).getByRole('combobox', { name: 'Area' })).toHaveValue('广东省 / 深圳市 / 南山区');
    const chips = await screen.findByTestId('filter-chips', {}, APP_WAIT);
    await waitFor(() => expect(chips).toHaveTextContent('Area: 南山区'), APP_WAIT);
  });

  it('tags and the channel tree send tag_ids and channel_id', async () => {
    const tag = db.list('tag').find((t) => t.name === '高意向');
    const channel = db.list('channel').find((c) => c.parent_id);
    if (!tag || !channel) throw new Error('no tag or channel in the demo data');
    await renderApp('/customer');
    const panel = await openPanel();
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('option', { name: '高意向' }, APP_WAIT));
    await expectListCall({ tag_ids: String(tag.id) });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Source channel' }));
    fireEvent.click(await screen.findByRole('option', { name: String(channel.name) }, APP_WAIT));
    await expectListCall({ tag_ids: String(tag.id), channel_id: String(channel.id) });
    const chips = await screen.findByTestId('filter-chips', {}, APP_WAIT);
    await waitFor(() => expect(chips).toHaveTextContent(`Source channel: ${String(channel.name)}`), APP_WAIT);
    expect(chips).toHaveTextContent('Tags: 高意向');
    // The options come from option-list and tag/option-list, once each, not from the resources.
    const calls = (path: string) => requested.filter((url) => url.pathname === `/plugin/love/admin/${path}`);
    expect(calls('option-list')).toHaveLength(1);
    expect(calls('tag/option-list')).toHaveLength(1);
    for (const resource of ['channel', 'tag', 'customer-feature', 'package'])
      expect(calls(resource)).toEqual([]);
  });

  it('the user tag filter offers option-list user tags (cut at 4 characters) and sends user_tag', async () => {
    const has3 = (c: Record<string, unknown>) => Array.isArray(c.user_tag) && c.user_tag.includes(3);
    const expected = db.list('customer').filter((c) => has3(c) && !c.removed_at).length;
    expect(expected).toBeGreaterThan(0);
    await renderApp('/customer');
    const panel = await openPanel();
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'User tags' }));
    const option = await screen.findByRole('option', { name: 'Parents searching' }, APP_WAIT);
    expect(option).toHaveTextContent(/^Pare…$/);
    fireEvent.click(option);
    await expectListCall({ user_tag: '3' });
    await screen.findByText(`total ${expected} items`, {}, APP_WAIT);
    const chips = await screen.findByTestId('filter-chips', {}, APP_WAIT);
    await waitFor(() => expect(chips).toHaveTextContent('User tags: Parents searching'), APP_WAIT);
  });

  it('when option-list fails, the status filter says its options could not be loaded', async () => {
    server.use(http.get('*/plugin/love/admin/option-list', () => HttpResponse.json({}, { status: 500 })));
    await renderApp('/customer');
    const panel = await openPanel();
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByText('The options could not be loaded', {}, APP_WAIT)).toBeVisible();
    expect(screen.queryByRole('option', { name: 'High intention' })).toBeNull();
  });

  it('features, the package and the status send feature_ids, package_id, user_status; the demo answers them', async () => {
    const withPackage = db.list('customer').find((c) => typeof c.package_id === 'number' && !c.removed_at);
    const pack = db.list('package').find((p) => p.id === withPackage?.package_id);
    const feature = db.list('customer-feature')[0];
    if (!withPackage || !pack || !feature) throw new Error('no package or feature in the demo data');
    const expected = db.list('customer').filter((c) => c.package_id === pack.id && !c.removed_at).length;
    await renderApp('/customer');
    const panel = await openPanel();
    const packageBox = within(panel).getByRole('combobox', { name: 'Package' });
    fireEvent.change(packageBox, { target: { value: String(pack.name) } });
    fireEvent.click(await screen.findByRole('option', { name: String(pack.name) }, APP_WAIT));
    await expectListCall({ package_id: String(pack.id) });
    await screen.findByText(`total ${expected} items`, {}, APP_WAIT);

    const featureBox = within(panel).getByRole('combobox', { name: 'Features' });
    fireEvent.change(featureBox, { target: { value: String(feature.name) } });
    fireEvent.click(await screen.findByRole('option', { name: String(feature.name) }, APP_WAIT));
    await expectListCall({ package_id: String(pack.id), feature_ids: String(feature.id) });
    const chips = await screen.findByTestId('filter-chips', {}, APP_WAIT);
    await waitFor(() => expect(chips).toHaveTextContent(`Features: ${String(feature.name)}`), APP_WAIT);

    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'High intention' }, APP_WAIT));
    await expectListCall({ package_id: String(pack.id), user_status: '3' });
    await waitFor(() => expect(chips).toHaveTextContent('Status: High intention'), APP_WAIT);
  });

  it('sales staff choose a matchmaker from the grouped list (tree=1) and send worker_id', async () => {
    localStorage.clear();
    localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
    await loginAs('sales');
    const matchmaker = db.list('worker').find((w) => (w.type === 2 || w.type === 3) && w.status !== 0);
    const store = db.list('store').find((s) => s.id === matchmaker?.store_id);
    if (!matchmaker || !store) throw new Error('no matchmaker in the demo data');
    await renderApp('/customer');
    const panel = await openPanel();
    // Sales staff may not list the stores: no store filter, no request refused.
    expect(within(panel).queryByRole('combobox', { name: 'Store' })).toBeNull();
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Matchmaker' }));
    fireEvent.click(await screen.findByRole('option', { name: String(matchmaker.name) }, APP_WAIT));
    await expectListCall({ worker_id: String(matchmaker.id) });
    const tree = requested.find(
      (url) => url.pathname.endsWith('/worker') && url.searchParams.get('tree') === '1',
    );
    expect(tree?.searchParams.get('page')).toBe('0');
    // The option sits under its store's group.
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Matchmaker' }));
    expect(await screen.findByText(String(store.name), {}, APP_WAIT)).toBeInTheDocument();
    // No refused request (no worker or store list for sales staff), so no 403 page.
    expect(forbidden).toEqual([]);
  });

  it('a life-cycle list has the panel without a list-type filter, and its own saved views', async () => {
    localStorage.setItem(
      'RaStore.customerFilters.views.1.customer',
      JSON.stringify([
        {
          id: 'v1',
          name: 'All young',
          filter: { age_gte: 18, age_lte: 40 },
          sort: { field: 'id', order: 'DESC' },
        },
      ]),
    );
    const { router } = await renderApp('/customer/clue');
    let panel = await openPanel();
    expect(
      within(panel).getByText('No saved view yet: set filters, then save them here.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Customer type' })).toBeNull();
    fireEvent.click(within(panel).getByRole('switch', { name: 'Filter by Age' }));
    await expectListCall({ type: '1', age_gte: '18', age_lte: '40' });
    // The all-customers list keeps its own view.
    await act(() => router.navigate('/customer'));
    panel = await openPanel();
    expect(
      await within(panel).findByRole('button', { name: 'Open view All young' }, APP_WAIT),
    ).toBeInTheDocument();
  });

  it('the panel collapses and stays collapsed after an unmount', async () => {
    const first = await renderApp('/customer');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Hide filters' }));
    expect(await screen.findByRole('button', { name: 'Show filters' }, APP_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Filter by Age' })).toBeNull();
    first.unmount();
    await renderApp('/customer');
    expect(await screen.findByRole('button', { name: 'Show filters' }, APP_WAIT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    expect(await screen.findByRole('switch', { name: 'Filter by Age' }, APP_WAIT)).toBeInTheDocument();
  });
});
