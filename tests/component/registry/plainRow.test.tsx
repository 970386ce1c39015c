import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useRecordContext, useResourceDefinition } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { features } from '../../../src/app/features';
import { startEarlyRequests } from '../../../src/app/early';
import { defineFeature } from '../../../src/platform/pages';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// The generated tables' plain rows (issue 8): react-admin's row behaviour without its per-row cost.

const { server } = setupDemoServer({ customerCount: 10 });
vi.setConfig({ testTimeout: APP_TEST_MS });

async function openStores() {
  await loginAs('admin');
  const view = await renderApp('/store');
  await screen.findByText(/^total \d+ items$/, {}, APP_WAIT);
  const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('.list-store tbody tr')];
  await waitFor(() => expect(rows().length).toBeGreaterThan(4));
  const boxes = () => screen.getAllByRole('checkbox', { name: 'Select this row' });
  return { ...view, rows, boxes };
}

describe('plain table rows', () => {
  it("keep react-admin's and MUI's class names, and open the record on a click", async () => {
    const { rows, router } = await openStores();
    const first = rows()[0] as HTMLTableRowElement;
    expect(first).toHaveClass(
      'MuiTableRow-root',
      'MuiTableRow-hover',
      'RaDataTable-row',
      'RaDataTable-rowEven',
      'RaDataTable-selectable',
      'RaDataTable-clickableRow',
    );
    expect(rows()[1]).toHaveClass('RaDataTable-rowOdd');
    // The selection box is drawn by the table's style, not by an icon per row.
    expect(
      first.querySelector('td.MuiTableCell-paddingCheckbox')?.querySelectorAll('svg, path'),
    ).toHaveLength(0);
    const id = first.querySelector('td.column-id')?.textContent;
    fireEvent.click(first.querySelector('td.column-name') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/store/${id}/show`));
  });

  it('select with their checkbox (not opening the record), a range with Shift, all from the header', async () => {
    const { boxes, router } = await openStores();
    fireEvent.click(boxes()[0] as HTMLElement);
    expect(await screen.findByText('1 item selected', {}, APP_WAIT)).toBeInTheDocument();
    expect(boxes()[0]).toBeChecked();
    expect(boxes()[0]?.parentElement).toHaveClass('Mui-checked');
    expect(router.state.location.pathname).toBe('/store');
    fireEvent.click(boxes()[3] as HTMLElement, { shiftKey: true });
    expect(await screen.findByText('4 items selected', {}, APP_WAIT)).toBeInTheDocument();
    expect(
      boxes()
        .slice(0, 4)
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    fireEvent.click(boxes()[0] as HTMLElement);
    expect(await screen.findByText('3 items selected', {}, APP_WAIT)).toBeInTheDocument();
    expect(boxes()[0]).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(boxes().every((box) => (box as HTMLInputElement).checked)).toBe(true));
  });
});

/** Renders of each store's name cell, by store id. */
const nameRenders = new Map<string, number>();
function CountedName() {
  const record = useRecordContext();
  const id = String(record?.id);
  nameRenders.set(id, (nameRenders.get(id) ?? 0) + 1);
  return <span>{String(record?.name ?? '')}</span>;
}
/** Whether react-admin knew the store's detail page, at each render of a store's phone cell. */
const showKnown: (boolean | undefined)[] = [];
function DefinitionProbe() {
  showKnown.push(useResourceDefinition({ resource: 'store' }).hasShow);
  return null;
}
const counting = defineFeature({
  name: 'counting',
  bindings: { store: { fields: { name: { cell: CountedName }, phone: { cell: DefinitionProbe } } } },
});

describe('plain table rows, rendered once (issue 8)', () => {
  it('booting on a list renders each row once, react-admin knowing its resources from the first render', async () => {
    nameRenders.clear();
    showKnown.length = 0;
    await loginAs('admin');
    // As main.tsx boots on a list: the session and the first page asked for before the admin renders.
    const early = startEarlyRequests({ pathname: '/store', search: '' });
    await Promise.all([early.session, early.firstPage]);
    await renderApp('/store', undefined, [...features, counting]);
    await screen.findByText(/^total \d+ items$/, {}, APP_WAIT);
    await waitFor(() => expect(nameRenders.size).toBeGreaterThan(4));
    // The start's own updates (react-admin working out its routes, registering its resources) and
    // the header's tools, which mount after the page, render no row again.
    expect(await screen.findByTestId('header-link-tool', {}, APP_WAIT)).toBeInTheDocument();
    expect([...nameRenders.values()].every((count) => count === 1)).toBe(true);
    expect(showKnown[0]).toBe(true);
  });

  it('a refreshed list leaves the cells of unchanged rows alone', async () => {
    nameRenders.clear();
    await loginAs('admin');
    await renderApp('/store', undefined, [...features, counting]);
    await screen.findByText(/^total \d+ items$/, {}, APP_WAIT);
    await waitFor(() => expect(nameRenders.size).toBeGreaterThan(4));
    const before = new Map(nameRenders);
    const storeLists: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/store/admin/store')) storeLists.push(request.url);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(storeLists.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
    expect(nameRenders).toEqual(before);
  });
});
