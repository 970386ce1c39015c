import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer } from '../../../src/mocks/node';
import {
  ResourceFields,
  ResourceFormFields,
  ResourceTable,
  useResourceResolver,
} from '../../../src/registry/blocks';
import { SHOW_FIELD_CLASS } from '../../../src/registry/show/ResourceFields';
import { keepEveryStyleRule } from '../../support/emotionRules';
import { loginAs } from '../../support/renderApp';
import { renderBlock } from '../../support/renderBlock';
import { APP_WAIT } from '../../support/timeouts';

const { server, db } = createTestServer({ customerCount: 40 });
// The chips' alignment and width come from the components' style rules.
keepEveryStyleRule();

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  db.reset();
  await loginAs('admin');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The customer with the most service records (at least 2). */
function customerWithRecords() {
  const counts = new Map<number, number>();
  for (const r of db.list('customer-service-record')) {
    const id = Number(r.customer_id);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const [id, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
  expect(count).toBeGreaterThanOrEqual(2);
  return { id, count };
}

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('generated blocks for bespoke pages', () => {
  it('[S19] <ResourceTable> lists one customer’s records with paging, without its filter column or the URL', async () => {
    const { id, count } = customerWithRecords();
    await renderBlock(<ResourceTable resource="customer-service-record" filter={{ customer_id: id }} />);
    expect(await screen.findByText(`total ${count} items`, {}, APP_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(count, 10)));
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Service');
    // Filtered on the customer: the "Member" column would repeat the same name in every row.
    expect(headers).not.toContain('Member');
    expect(screen.queryByRole('heading')).toBeNull();

    const newest = db
      .list('customer-service-record')
      .filter((r) => Number(r.customer_id) === id)
      .sort((a, b) => b.id - a.id)[0];
    fireEvent.click(within(bodyRows()[0]).getAllByRole('cell')[0]);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/customer-service-record/${newest.id}/show`),
    );
  });

  it('<ResourceTable> says so when the filter matches nothing', async () => {
    await renderBlock(<ResourceTable resource="customer-service-record" filter={{ customer_id: 999999 }} />);
    expect(await screen.findByTestId('list-empty', {}, APP_WAIT)).toHaveTextContent(
      'No Service records yet.',
    );
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('<ResourceFields> shows the chosen sections of the record in context', async () => {
    const store = db.list('store')[0];
    await renderBlock(
      <RecordContextProvider value={store}>
        <ResourceFields resource="store" sections={['basic']} />
      </RecordContextProvider>,
    );
    expect(await screen.findByText(String(store.name))).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
    expect(screen.getByText(store.status === 1 ? 'Enabled' : 'Disabled')).toBeInTheDocument();
    // The "more" section (address, remark) was not asked for.
    expect(screen.queryByText('Address')).toBeNull();
  });

  it('<ResourceFields> keeps enum and boolean chips at their natural width', async () => {
    const domain = db.list('domain')[0];
    await renderBlock(
      <RecordContextProvider value={domain}>
        <ResourceFields resource="domain" />
      </RecordContextProvider>,
    );
    const chips = await screen.findAllByText(/^(Enabled|Disabled|Yes|No)$/);
    expect(chips.length).toBeGreaterThanOrEqual(2);
    for (const label of chips) {
      const chip = label.closest('.MuiChip-root');
      const labeled = label.closest(`.${SHOW_FIELD_CLASS}`);
      if (!chip || !labeled) throw new Error(`"${label.outerHTML}" is not a chip inside a labelled value`);
      // A column flex box stretches its children unless told otherwise.
      expect(getComputedStyle(labeled).alignItems).toBe('flex-start');
      expect(getComputedStyle(chip).width).not.toBe('100%');
    }
  });

  it('<ResourceFormFields> gives a bespoke form the generated inputs and messages', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function BespokeStoreForm() {
      const resolver = useResourceResolver('store', 'create');
      return (
        <SimpleForm
          resolver={resolver}
          onSubmit={onSubmit}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <ResourceFormFields resource="store" mode="create" sections={['basic']} />
        </SimpleForm>
      );
    }
    await renderBlock(<BespokeStoreForm />);
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, APP_WAIT);
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    await user.type(phone, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '西湖店');
    await user.clear(phone);
    await user.type(phone, '057188886666');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: '西湖店', phone: '057188886666', status: 1 });
  });
});
