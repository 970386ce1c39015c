import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppLocale } from '../../../../i18n';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Allocation of customers to a matchmaker (spec §2, §4, §5): S07, V17, V18, E09.

const { server, db } = setupDemoServer({ customerCount: 10 });

const TEXTS = {
  'en-US': {
    allocate: 'Allocate',
    worker: 'Matchmaker',
    serve: 'Serve talents',
    v17: 'Please choose a matchmaker',
    v18: 'Please choose an intake method',
    success: 'Allocated 2 customer(s)',
  },
  'zh-CN': {
    allocate: '分配',
    worker: '红娘',
    serve: '服务人才',
    v17: '请选择红娘',
    v18: '请选择入库方式',
    success: '已分配 2 位客户',
  },
} as const;

/** A matchmaker other than the admin (worker 1). */
function matchmaker() {
  const found = db.list('worker').find((w) => w.id !== 1 && (w.type === 2 || w.type === 3) && w.status !== 0);
  if (!found) throw new Error('no matchmaker in the demo data');
  return found;
}

/** Every customer in the clue list (type 1: the dialog for anyone). */
beforeEach(() => {
  for (const c of db.list('customer')) db.replace('customer', { ...c, customer_type: 1 });
});

/** The admin's customer list with the first two rows selected, then "Allocate" on the selection. */
async function openDialogOnTwoRows(locale: AppLocale) {
  await loginAs('admin');
  await renderApp('/customer', undefined, undefined, locale);
  await screen.findAllByTestId('allocate-record', {}, APP_WAIT);
  const boxes = screen.getAllByRole('checkbox');
  fireEvent.click(boxes[1]);
  fireEvent.click(boxes[2]);
  fireEvent.click(await screen.findByTestId('allocate-bulk', {}, APP_WAIT));
  return screen.findByTestId('allocation-dialog', {}, APP_WAIT);
}

async function chooseMatchmaker(dialog: HTMLElement, locale: AppLocale, name: string) {
  const input = within(dialog).getByRole('combobox', { name: new RegExp(TEXTS[locale].worker) });
  fireEvent.change(input, { target: { value: name } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }, APP_WAIT));
}

describe('allocation dialog', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const t = TEXTS[locale];
    it(
      `[S07] [V17] [V18] a dual-role admin allocates two customers (${locale})`,
      async () => {
        const dialog = await openDialogOnTwoRows(locale);
        const submit = within(dialog).getByTestId('allocation-submit');
        fireEvent.click(submit);
        expect(await within(dialog).findByText(t.v17)).toBeInTheDocument();
        const target = matchmaker();
        await chooseMatchmaker(dialog, locale, String(target.name));
        fireEvent.click(submit);
        expect(await within(dialog).findByText(t.v18)).toBeInTheDocument();
        expect(within(dialog).queryByText(t.v17)).toBeNull();
        fireEvent.click(within(dialog).getByRole('radio', { name: t.serve }));
        fireEvent.click(submit);
        expect(await screen.findByText(t.success, {}, APP_WAIT)).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByTestId('allocation-dialog')).toBeNull());
        const allocated = db
          .list('customer')
          .filter((c) => c.worker_id === target.id && c.customer_type === 3);
        expect(allocated.length).toBeGreaterThanOrEqual(2);
      },
      APP_TEST_MS,
    );
  }

  it(
    '[E09] a failing request only stops the loading state: the dialog stays with its values',
    async () => {
      let calls = 0;
      server.use(
        http.post('*/plugin/love/admin/customer/allocate', () => {
          calls += 1;
          return HttpResponse.json({ code: 500, text: 'boom' }, { status: 500 });
        }),
      );
      const dialog = await openDialogOnTwoRows('en-US');
      const target = matchmaker();
      await chooseMatchmaker(dialog, 'en-US', String(target.name));
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Serve talents' }));
      const submit = within(dialog).getByTestId('allocation-submit');
      fireEvent.click(submit);
      await waitFor(() => expect(calls).toBe(1));
      await waitFor(() => expect(submit).not.toBeDisabled());
      expect(screen.getByTestId('allocation-dialog')).toBeInTheDocument();
      expect(within(dialog).getByRole('combobox', { name: /Matchmaker/ })).toHaveValue(String(target.name));
      expect(within(dialog).getByRole('radio', { name: 'Serve talents' })).toBeChecked();
    },
    APP_TEST_MS,
  );

  it(
    '[S07] in the public sea a single-role sales worker claims without a dialog',
    async () => {
      for (const c of db.list('customer')) db.replace('customer', { ...c, customer_type: 2 });
      await loginAs('sales');
      await renderApp('/customer');
      const [first] = await screen.findAllByTestId('allocate-record', {}, APP_WAIT);
      const id = db.list('customer').reduce((max, c) => Math.max(max, c.id), 0);
      fireEvent.click(first);
      expect(await screen.findByText('Allocated 1 customer(s)', {}, APP_WAIT)).toBeInTheDocument();
      expect(screen.queryByTestId('allocation-dialog')).toBeNull();
      // The list is sorted by id, newest first: the first row is the highest id.
      expect(db.get('customer', id)).toMatchObject({ worker_id: 2, customer_type: 0 });
    },
    APP_TEST_MS,
  );
});
