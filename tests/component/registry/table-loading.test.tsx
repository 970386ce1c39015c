import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from '../../../src/mocks/node';
import { ResourceTable } from '../../../src/registry/blocks';
import { keepEveryStyleRule } from '../../support/emotionRules';
import { loginAs } from '../../support/renderApp';
import { renderBlock } from '../../support/renderBlock';

// Every answer takes 100 ms, as a real server would: long enough to see the loading state.
const { server, db } = createTestServer({ customerCount: 30, latency: [100, 100] });
// The heights come from the components' style rules.
keepEveryStyleRule();

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  db.reset();
  await loginAs('admin');
});
afterAll(() => server.close());

const PER_PAGE = 10;
const bodyRows = () => screen.queryAllByRole('row').filter((row) => row.closest('tbody'));

describe('a generated table while it loads (no layout shift)', () => {
  it('reserves the final height, then shows complete rows of that same height', async () => {
    await renderBlock(<ResourceTable resource="customer-service-record" perPage={PER_PAGE} />);
    const skeleton = await screen.findByTestId('table-skeleton');
    expect(bodyRows()).toHaveLength(0);

    // The first time rows are there, the records they point at are named already: no row
    // grows or moves when a look-up answers later.
    const rows = await waitFor(
      () => {
        const found = bodyRows();
        expect(found).toHaveLength(PER_PAGE);
        return found;
      },
      { timeout: 8000, interval: 5 },
    );
    const newest = [...db.list('customer-service-record')].sort((a, b) => b.id - a.id)[0];
    const member = db.get('customer', Number(newest.customer_id));
    expect(within(rows[0]).getByRole('link', { name: String(member?.name) })).toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton')).toBeNull();

    // Header and rows take exactly the height the skeleton held.
    const rowHeight = parseFloat(getComputedStyle(rows[0]).height);
    const headerHeight = parseFloat(getComputedStyle(screen.getAllByRole('row')[0]).height);
    expect(rowHeight).toBe(44); // chips and the edit button: 31 px content, 6 px padding each side, border
    expect(parseFloat(getComputedStyle(skeleton).height)).toBe(headerHeight + PER_PAGE * rowHeight);
  });

  it('a table whose count the page knows holds the room of that many rows, or shows the empty state at once', async () => {
    // A customer with fewer records than a page: the skeleton is shorter than a full page.
    const counts = new Map<number, number>();
    for (const r of db.list('customer-service-record'))
      counts.set(Number(r.customer_id), (counts.get(Number(r.customer_id)) ?? 0) + 1);
    const [customer, count] = [...counts].find(([, n]) => n > 1 && n < PER_PAGE) ?? [0, 0];
    expect(count).toBeGreaterThan(1);
    const view = await renderBlock(
      <ResourceTable
        resource="customer-service-record"
        filter={{ customer_id: customer }}
        perPage={PER_PAGE}
        expectedCount={count}
      />,
    );
    const skeleton = await screen.findByTestId('table-skeleton');
    const rows = await waitFor(
      () => {
        const found = bodyRows();
        expect(found).toHaveLength(count);
        return found;
      },
      { timeout: 8000, interval: 5 },
    );
    const rowHeight = parseFloat(getComputedStyle(rows[0]).height);
    const headerHeight = parseFloat(getComputedStyle(screen.getAllByRole('row')[0]).height);
    expect(parseFloat(getComputedStyle(skeleton).height)).toBe(headerHeight + count * rowHeight);
    view.unmount();

    // None: the empty state from the first render, never a table skeleton before it.
    await renderBlock(
      <ResourceTable
        resource="customer-service-record"
        filter={{ customer_id: 999_999 }}
        perPage={PER_PAGE}
        expectedCount={0}
      />,
    );
    expect(screen.queryByTestId('table-skeleton')).toBeNull();
    expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton')).toBeNull();
  });
});
