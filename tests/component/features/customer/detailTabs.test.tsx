import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Notification } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import type { AppLocale } from '../../../../i18n';
import CallTab from '../../../../src/features/customer/detail/tabs/CallTab';
import FollowTab from '../../../../src/features/customer/detail/tabs/FollowTab';
import LogTab from '../../../../src/features/customer/detail/tabs/LogTab';
import MatchTab from '../../../../src/features/customer/detail/tabs/MatchTab';
import QuestionTab from '../../../../src/features/customer/detail/tabs/QuestionTab';
import RemarkTab from '../../../../src/features/customer/detail/tabs/RemarkTab';
import ServiceTab from '../../../../src/features/customer/detail/tabs/ServiceTab';
import type { DemoRecord } from '../../../../src/mocks/db';
import { authenticate, userInfo } from '../../../../src/mocks/identity';
import { createTestServer } from '../../../../src/mocks/node';
import { loginAs } from '../../../support/renderApp';
import { renderBlock } from '../../../support/renderBlock';
import { APP_WAIT } from '../../../support/timeouts';

// The tabs of the customer detail page (issue 11 point 2) over the demo API's histories.

const { server, db } = createTestServer({ customerCount: 20 });
const CUSTOMER = 1;

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  await db.reset();
  await loginAs('admin');
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** A tab as the detail page renders it: the app's providers, at a path (for `?add=1`). */
const renderTab = (tab: ReactNode, path = '/customer/detail', locale: AppLocale = 'en-US') =>
  renderBlock(
    <>
      {tab}
      <Notification />
    </>,
    locale,
    path,
  );

const ofCustomer = (resource: string, id = CUSTOMER) => db.list(resource).filter((r) => r.customer_id === id);
const newestFirst = (records: readonly DemoRecord[], field = 'created_at') =>
  [...records].sort((a, b) => String(b[field]).localeCompare(String(a[field])) || b.id - a.id);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));

describe('customer detail tabs', () => {
  it('follow-ups: the timeline lists the customer’s notes newest first, ten a page', async () => {
    const expected = newestFirst(ofCustomer('worker-user')).slice(0, 10);
    expect(ofCustomer('worker-user').length).toBeGreaterThan(10);
    await renderTab(<FollowTab customerId={CUSTOMER} />);
    await waitFor(() => expect(screen.getAllByTestId('follow-content')).toHaveLength(10), APP_WAIT);
    expect(screen.getAllByTestId('follow-content').map((e) => e.textContent)).toEqual(
      expected.map((r) => r.content),
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('adding a follow-up sends the exact body and shows the note first', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/worker-user'))
        void request
          .clone()
          .json()
          .then((b: unknown) => bodies.push(b));
    });
    await renderTab(<FollowTab customerId={CUSTOMER} />, '/customer/detail?id=1&tab=follow&add=1');
    const form = await screen.findByTestId('follow-form', {}, APP_WAIT);
    fireEvent.click(within(form).getByTestId('follow-save'));
    expect(
      await within(form).findByText('Please write the follow-up note (at least 2 characters)'),
    ).toBeInTheDocument();
    const note = '客户同意周六见面，地点在人民公园。';
    fireEvent.change(within(form).getByTestId('follow-note'), { target: { value: note } });
    fireEvent.click(within(form).getByTestId('follow-save'));
    expect(await screen.findByText('Follow-up added', {}, APP_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('follow-content')[0]).toHaveTextContent(note), APP_WAIT);
    expect(bodies).toEqual([{ customer_id: CUSTOMER, method: 1, content: note }]);
    const stored = newestFirst(ofCustomer('worker-user'))[0];
    expect(stored).toMatchObject({ content: note, method: 1, worker_id: 1 });
    server.events.removeAllListeners();
  });

  it('[E04] a follow-up the server refuses shows "500: <server text>" and keeps the typed note for another try', async () => {
    const before = ofCustomer('worker-user').length;
    server.use(
      http.post('*/worker-user', () =>
        HttpResponse.json({ code: 500, text: '跟进记录保存失败' }, { status: 500 }),
      ),
    );
    await renderTab(<FollowTab customerId={CUSTOMER} />, '/customer/detail?id=1&tab=follow&add=1', 'zh-CN');
    const form = await screen.findByTestId('follow-form', {}, APP_WAIT);
    const note = '客户想再考虑一周，下周三回访。';
    fireEvent.change(within(form).getByTestId('follow-note'), { target: { value: note } });
    fireEvent.click(within(form).getByTestId('follow-save'));
    expect(await screen.findByText('500: 跟进记录保存失败', {}, APP_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByTestId('follow-save')).toBeEnabled(), APP_WAIT);
    expect(within(form).getByTestId('follow-note')).toHaveValue(note);
    expect(ofCustomer('worker-user')).toHaveLength(before);
    // Sent again once the server answers: the note is saved.
    server.resetHandlers();
    fireEvent.click(within(form).getByTestId('follow-save'));
    await waitFor(() => expect(ofCustomer('worker-user')).toHaveLength(before + 1), APP_WAIT);
    expect(newestFirst(ofCustomer('worker-user'))[0]).toMatchObject({ content: note });
  });

  it('a follow-up template fills the method and the note', async () => {
    const template = [...db.list('worker-user-template')]
      .filter((t) => t.status === 1)
      .sort((a, b) => Number(a.sort) - Number(b.sort) || a.id - b.id)[0];
    await renderTab(<FollowTab customerId={CUSTOMER} />);
    fireEvent.click(await screen.findByTestId('follow-add', {}, APP_WAIT));
    const form = await screen.findByTestId('follow-form');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Follow-up template/ }));
    fireEvent.click(await screen.findByRole('option', { name: String(template.name) }, APP_WAIT));
    expect(within(form).getByTestId('follow-note')).toHaveValue(String(template.content));
  });

  it('without who_can_follow_note the timeline offers no adding, also with ?add=1', async () => {
    server.use(
      http.get(`*${API_PATHS.session.self}`, async ({ request }) => {
        const me = await authenticate(db, request);
        if (!('session' in me)) return me;
        return HttpResponse.json({ data: { ...userInfo(me), who_can_follow_note: 0 } });
      }),
    );
    await renderTab(<FollowTab customerId={CUSTOMER} />, '/customer/detail?id=1&tab=follow&add=1');
    await waitFor(() => expect(screen.getAllByTestId('follow-content').length).toBeGreaterThan(0), APP_WAIT);
    expect(
      await screen.findByText('Adding follow-ups is switched off for your account.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('follow-add')).toBeNull();
    expect(screen.queryByTestId('follow-form')).toBeNull();
  });

  it('remarks: opened on a remark it pages to it, scrolls to it and highlights it', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const remarks = [...ofCustomer('worker-user-remark')].sort((a, b) => b.id - a.id);
    const focus = remarks[12];
    await renderTab(<RemarkTab customerId={CUSTOMER} focusId={focus.id} />, '/customer/detail', 'zh-CN');
    const item = await screen.findByText(
      String(focus.content),
      { selector: 'li[aria-current="true"] p' },
      APP_WAIT,
    );
    const li = item.closest('li');
    expect(li).toHaveAttribute('data-remark-id', String(focus.id));
    expect(li?.querySelector('[data-highlighted="true"]')).not.toBeNull();
    expect(screen.getAllByTestId('remark-item').map((e) => e.getAttribute('data-remark-id'))).toEqual(
      remarks.slice(10, 20).map((r) => String(r.id)),
    );
    expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent('2');
    expect(scrolled).toContain(li);
    expect(screen.getAllByRole('listitem', { current: true })).toHaveLength(1);
  });

  it('remarks: adding one shows it first', async () => {
    await renderTab(<RemarkTab customerId={CUSTOMER} />);
    fireEvent.click(await screen.findByTestId('remark-add', {}, APP_WAIT));
    fireEvent.change(screen.getByTestId('remark-content'), { target: { value: '本周内安排第二次见面。' } });
    fireEvent.click(screen.getByTestId('remark-save'));
    await waitFor(
      () => expect(screen.getAllByTestId('remark-item')[0]).toHaveTextContent('本周内安排第二次见面。'),
      APP_WAIT,
    );
  });

  it('calls: the customer’s calls, newest first, recordings playable in place', async () => {
    const calls = newestFirst(ofCustomer('worker-call'));
    await renderTab(<CallTab customerId={CUSTOMER} />);
    await waitFor(
      () => expect(screen.getAllByTestId('call-item')).toHaveLength(Math.min(10, calls.length)),
      APP_WAIT,
    );
    const recorded = calls.slice(0, 10).filter((c) => typeof c.record_url === 'string');
    const players = document.querySelectorAll('audio');
    expect([...players].map((a) => a.getAttribute('src'))).toEqual(recorded.map((c) => c.record_url));
  });

  it('service records, action log, key records, questionnaire and matches list the customer’s records', async () => {
    const cases: [ReactNode, string, string[]][] = [
      [<ServiceTab key="s" customerId={CUSTOMER} />, 'service-tab', ['customer-service-record']],
      [<LogTab key="l" customerId={CUSTOMER} />, 'log-tab', ['customer-action-log', 'customer-key-record']],
      [<MatchTab key="m" customerId={CUSTOMER} />, 'match-tab', ['customer-connect', 'customer-interact']],
    ];
    for (const [tab, testId, names] of cases) {
      const view = await renderTab(tab);
      const root = await screen.findByTestId(testId, {}, APP_WAIT);
      for (const name of names) {
        const count = ofCustomer(name).length;
        expect(count).toBeGreaterThan(0);
        await within(root).findByText(`total ${count} items`, {}, APP_WAIT);
        const table = root.querySelector(`.table-${name}`);
        if (!(table instanceof HTMLElement)) throw new Error(`no table of ${name}`);
        const perPage = 10;
        await waitFor(() => expect(rowsOf(table)).toHaveLength(Math.min(count, perPage)), APP_WAIT);
      }
      view.unmount();
    }
    const answers = ofCustomer('customer-question-answer');
    await renderTab(<QuestionTab customerId={CUSTOMER} />);
    await waitFor(
      () => expect(screen.getAllByTestId('question-row')).toHaveLength(Math.min(20, answers.length)),
      APP_WAIT,
    );
  });

  it('a customer without records: each bespoke tab says so', async () => {
    const none = 999_999;
    const cases: [ReactNode, string][] = [
      [<FollowTab key="f" customerId={none} />, 'No follow-ups yet.'],
      [<CallTab key="c" customerId={none} />, 'No calls with this customer yet.'],
      [<RemarkTab key="r" customerId={none} />, 'No remarks yet.'],
      [<QuestionTab key="q" customerId={none} />, 'This customer has not answered the questionnaire.'],
    ];
    for (const [tab, text] of cases) {
      const view = await renderTab(tab);
      expect(
        await within(await screen.findByTestId('tab-empty', {}, APP_WAIT)).findByText(text),
      ).toBeInTheDocument();
      view.unmount();
    }
  });

  for (const flag of [1, 0] as const) {
    it(`service records: adding ${flag ? 'offered' : 'hidden'} with who_can_service_record ${flag}; export offered`, async () => {
      server.use(
        http.get(`*${API_PATHS.session.self}`, async ({ request }) => {
          const me = await authenticate(db, request);
          if (!('session' in me)) return me;
          return HttpResponse.json({ data: { ...userInfo(me), who_can_service_record: flag } });
        }),
      );
      await renderTab(<ServiceTab customerId={CUSTOMER} />);
      expect(await screen.findByTestId('service-export', {}, APP_WAIT)).toBeInTheDocument();
      if (flag) {
        expect(await screen.findByTestId('service-add')).toHaveAttribute(
          'href',
          `/customer-service-record/create?source=${encodeURIComponent(JSON.stringify({ customer_id: CUSTOMER }))}`,
        );
      } else {
        expect(screen.queryByTestId('service-add')).toBeNull();
      }
    });
  }

  it('a user who may not read a tab’s records is told so, and nothing is asked for', async () => {
    await loginAs('sales');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    for (const tab of [
      <QuestionTab key="q" customerId={CUSTOMER} />,
      <LogTab key="l" customerId={CUSTOMER} />,
      <MatchTab key="m" customerId={CUSTOMER} />,
    ]) {
      const view = await renderTab(tab);
      expect(
        await screen.findByText('You do not have permission to see these records.', {}, APP_WAIT),
      ).toBeInTheDocument();
      view.unmount();
    }
    expect(
      asked.filter((path) =>
        /question-answer|action-log|key-record|customer-connect|customer-interact/.test(path),
      ),
    ).toEqual([]);
    server.events.removeAllListeners();
  });

  it('a list that fails says so and loads again on retry', async () => {
    let fail = true;
    server.use(
      http.get('*/plugin/love/admin/worker-user', () => {
        if (!fail) return undefined;
        return HttpResponse.json({ code: 500, text: 'database unavailable' }, { status: 500 });
      }),
    );
    await renderTab(<FollowTab customerId={CUSTOMER} />);
    const alert = await screen.findByTestId('load-error', {}, APP_WAIT);
    expect(alert).toHaveTextContent('database unavailable');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('follow-content')).toHaveLength(10), APP_WAIT);
  });

  it('questionnaire: changed answers are saved together (batch update)', async () => {
    const answers = [...ofCustomer('customer-question-answer')].sort(
      (a, b) => Number(a.question_id) - Number(b.question_id) || a.id - b.id,
    );
    const target = answers.find(
      (a) => db.list('answer').filter((c) => c.question_id === a.question_id).length > 1,
    );
    if (!target) throw new Error('no question with several choices');
    const other = db
      .list('answer')
      .find((c) => c.question_id === target.question_id && c.id !== target.answer_id);
    if (!other) throw new Error('no other choice');
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((b: unknown) => bodies.push(b));
    });
    await renderTab(<QuestionTab customerId={CUSTOMER} />);
    fireEvent.click(await screen.findByTestId('question-edit', {}, APP_WAIT));
    const index = answers.indexOf(target);
    const row = screen.getAllByTestId('question-row')[index];
    fireEvent.mouseDown(within(row).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: String(other.content) }));
    fireEvent.click(screen.getByTestId('question-save'));
    expect(await screen.findByText('1 answer(s) saved', {}, APP_WAIT)).toBeInTheDocument();
    expect(bodies).toEqual([
      { answers: [{ id: target.id, answer_id: other.id, content: target.content ?? '' }] },
    ]);
    expect(db.get('customer-question-answer', target.id)?.answer_id).toBe(other.id);
    server.events.removeAllListeners();
  });
});
