import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from './renderApp';

// The generated tables' plain rows (issue 8): react-admin's row behaviour without its per-row cost.

setupDemoServer({ customerCount: 10 });
vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 30_000 };

async function openStores() {
  await loginAs('admin');
  const view = await renderApp('/store');
  await screen.findByText(/^total \d+ items$/, {}, T);
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
    const id = first.querySelector('td.column-id')?.textContent;
    fireEvent.click(first.querySelector('td.column-name') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/store/${id}/show`));
  });

  it('select with their checkbox (not opening the record), a range with Shift, all from the header', async () => {
    const { boxes, router } = await openStores();
    fireEvent.click(boxes()[0] as HTMLElement);
    expect(await screen.findByText('1 item selected', {}, T)).toBeInTheDocument();
    expect(boxes()[0]).toBeChecked();
    expect(boxes()[0]?.parentElement).toHaveClass('Mui-checked');
    expect(router.state.location.pathname).toBe('/store');
    fireEvent.click(boxes()[3] as HTMLElement, { shiftKey: true });
    expect(await screen.findByText('4 items selected', {}, T)).toBeInTheDocument();
    expect(
      boxes()
        .slice(0, 4)
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    fireEvent.click(boxes()[0] as HTMLElement);
    expect(await screen.findByText('3 items selected', {}, T)).toBeInTheDocument();
    expect(boxes()[0]).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(boxes().every((box) => (box as HTMLInputElement).checked)).toBe(true));
  });
});
