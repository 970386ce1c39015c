import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// The export dialog of a list (issue 43 point 6): rows, columns remembered per user and list.

const { db, server } = setupDemoServer({ customerCount: 30 });
const requests: URL[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/export')) requests.push(url);
});
const saved: string[] = [];
beforeEach(() => {
  requests.length = 0;
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

/** The customer list's columns, as the dialog labels them (en-US). */
const LIST_COLUMNS = [
  'Name',
  'Gender',
  'Age',
  'Phone number',
  'Area',
  'Store',
  'Matchmaker',
  'Customer type',
  'Created at',
];

async function openDialog(testId = 'export-open') {
  const button = await screen.findByTestId(testId, {}, APP_WAIT);
  await waitFor(() => expect(button).toBeEnabled(), APP_WAIT);
  fireEvent.click(button);
  return screen.findByTestId('export-dialog', {}, APP_WAIT);
}

/** The labels of the checked column boxes, in the order shown. */
function checkedColumns(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent ?? '');
}

async function exportAndWait(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByTestId('export-submit'));
  // A failure's text (in the dialog) is the message of an assertion that fails here.
  await waitFor(() => expect(saved, dialog.textContent ?? '').toHaveLength(1), APP_WAIT);
  await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull(), APP_WAIT);
}

describe('the export dialog (issue 43)', () => {
  it(
    "[V25] opens on the list's columns, focused, and sends the filters, sort and columns; saves under the server name",
    async () => {
      await loginAs('admin');
      await renderApp('/customer?filter=%7B%22gender%22%3A1%7D&sort=id&order=ASC');
      const dialog = await openDialog();
      expect(checkedColumns(dialog)).toEqual(LIST_COLUMNS);
      // Columns beyond the list's are offered too, unchecked; the area's codes (also "Area") are not.
      expect(within(dialog).getByRole('checkbox', { name: 'WeChat ID' })).not.toBeChecked();
      expect(within(dialog).getAllByRole('checkbox', { name: 'Area' })).toHaveLength(1);
      const males = db.list('customer').filter((c) => c.gender === 1).length;
      expect(within(dialog).getByTestId('export-scope')).toHaveTextContent(
        `All ${males} rows of the current filters`,
      );
      await waitFor(() => expect(within(dialog).getByTestId('export-select-all')).toHaveFocus());
      await exportAndWait(dialog);
      const url = requests[0];
      expect(url.pathname).toBe('/plugin/love/admin/customer/export');
      expect(url.searchParams.get('gender')).toBe('1');
      expect(url.searchParams.get('sort')).toBe('id');
      expect(url.searchParams.get('order')).toBe('asc');
      expect(url.searchParams.has('page')).toBe(false);
      expect(url.searchParams.get('fields')).toBe(
        'name,gender,age,phone,area,store_id,worker_id,customer_type,created_at',
      );
      expect(saved[0]).toMatch(/^客户列表-\d{8}\.xlsx$/);
    },
    APP_TEST_MS,
  );

  it(
    'sends three chosen columns in the order shown, remembers them per user and list, and needs one column',
    async () => {
      await loginAs('admin');
      const first = await renderApp('/customer');
      let dialog = await openDialog();
      fireEvent.click(within(dialog).getByTestId('export-select-none'));
      expect(within(dialog).getByTestId('export-submit')).toBeDisabled();
      expect(within(dialog).getByTestId('export-none-chosen')).toHaveTextContent(
        'Choose at least one column to export.',
      );
      // Clicked in another order than shown: the file follows the dialog's order.
      for (const name of ['Phone number', 'Remark', 'Name'])
        fireEvent.click(within(dialog).getByRole('checkbox', { name }));
      expect(within(dialog).getByText('Columns (3 of', { exact: false })).toBeInTheDocument();
      await exportAndWait(dialog);
      expect(requests[0].searchParams.get('fields')).toBe('name,phone,remark');

      dialog = await openDialog();
      expect(checkedColumns(dialog)).toEqual(['Name', 'Phone number', 'Remark']);
      fireEvent.click(within(dialog).getByTestId('export-cancel'));
      first.unmount();

      // Another list of the same resource keeps its own choice: its own columns at first.
      const clue = await renderApp('/customer/clue');
      dialog = await openDialog();
      expect(checkedColumns(dialog)).toContain('Source channel');
      expect(checkedColumns(dialog)).not.toEqual(['Name', 'Phone number', 'Remark']);
      // Its file holds its own rows: the list's permanent `type` goes with the filters.
      saved.length = 0;
      await exportAndWait(dialog);
      expect(requests.at(-1)?.searchParams.get('type')).toBe('1');
      clue.unmount();

      // Another user's choice is their own.
      await loginAs('sales');
      await renderApp('/customer');
      dialog = await openDialog();
      // Their phone numbers are masked in the file, as in the list: the dialog says so.
      expect(checkedColumns(dialog)).toEqual(
        LIST_COLUMNS.map((label) => (label === 'Phone number' ? 'Phone number (masked)' : label)),
      );
    },
    APP_TEST_MS * 2,
  );

  it(
    "the selection's Export chooses the selected rows and sends their ids",
    async () => {
      await loginAs('admin');
      await renderApp('/customer');
      const boxes = await screen.findAllByRole('checkbox', { name: 'Select this row' }, APP_WAIT);
      fireEvent.click(boxes[0]);
      fireEvent.click(boxes[1]);
      const dialog = await openDialog('export-selected-open');
      const selectedScope = within(dialog).getByRole('radio', { name: 'The 2 selected rows' });
      expect(selectedScope).toBeChecked();
      await waitFor(() => expect(selectedScope).toHaveFocus());
      expect(within(dialog).getByRole('radio', { name: /rows of the current filters/ })).not.toBeChecked();
      await exportAndWait(dialog);
      expect(requests[0].searchParams.get('ids')?.split(',')).toHaveLength(2);
    },
    APP_TEST_MS,
  );
});
