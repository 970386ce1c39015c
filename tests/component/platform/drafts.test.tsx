import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, PasswordInput, TextInput } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import FollowTab from '../../../src/features/customer/detail/tabs/FollowTab';
import QuestionTab from '../../../src/features/customer/detail/tabs/QuestionTab';
import RemarkTab from '../../../src/features/customer/detail/tabs/RemarkTab';
import { createTestServer } from '../../../src/mocks/node';
import { DraftKeeper } from '../../../src/platform/DraftKeeper';
import { DRAFTS_STORAGE_KEY, persistDrafts, type Draft } from '../../../src/platform/drafts';
import { loginAs } from '../../support/renderApp';
import { renderBlock } from '../../support/renderBlock';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// Issue 40 point 6: every form that can be dirty keeps a draft (hand-built ones too, several on a
// page apart), secrets left out; the same user gets the "restore unsaved changes?" question back.

const { server, db } = createTestServer({ customerCount: 10 });
const CUSTOMER = 1;
const DETAIL = `/customer/detail?id=${CUSTOMER}`;

vi.setConfig({ testTimeout: APP_TEST_MS });
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await db.reset();
  await loginAs('admin');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const stored = () => JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY) ?? '[]') as Draft[];
const restoreDialog = () => screen.findByRole('dialog', { name: 'Restore unsaved changes?' }, APP_WAIT);

/** Two inline forms of one page, as the customer profile's sections: each kept by its own id. */
function InlineForms() {
  return (
    <>
      <Form record={{ id: 1, name: '' }} onSubmit={() => undefined}>
        <TextInput source="name" />
        <PasswordInput source="pin" />
        <DraftKeeper id="profile" />
      </Form>
      <Form record={{ id: 1, remark: '' }} onSubmit={() => undefined}>
        <TextInput source="remark" />
        <DraftKeeper id="remark-inline" />
      </Form>
    </>
  );
}

describe('drafts of every form (issue 40 point 6)', () => {
  it('[E02] two inline forms of one page keep separate drafts; a password input’s value is never kept', async () => {
    await renderBlock(<InlineForms />, 'en-US', DETAIL);
    fireEvent.change(await screen.findByLabelText('Name', {}, APP_WAIT), { target: { value: '李娜' } });
    fireEvent.change(screen.getByLabelText('Pin'), { target: { value: 'PIN-SECRET-42' } });
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'met on Sunday' } });
    await waitFor(() => expect(persistDrafts()).toBe(2), APP_WAIT);
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).not.toContain('PIN-SECRET-42');
    expect(stored().map(({ path, form, values }) => ({ path, form, values }))).toEqual([
      { path: DETAIL, form: 'profile', values: { id: 1, name: '李娜' } },
      { path: DETAIL, form: 'remark-inline', values: { id: 1, remark: 'met on Sunday' } },
    ]);
  });

  it('[E02] the remark form keeps its text; reopened by the same user, it asks and restores it', async () => {
    await renderBlock(<RemarkTab customerId={CUSTOMER} />, 'en-US', DETAIL);
    fireEvent.click(await screen.findByTestId('remark-add', {}, APP_WAIT));
    fireEvent.change(screen.getByTestId('remark-content'), { target: { value: '下周二下午见面' } });
    await waitFor(() => expect(persistDrafts()).toBe(1), APP_WAIT);
    expect(stored()[0]).toMatchObject({
      path: DETAIL,
      form: 'remark',
      values: { content: '下周二下午见面' },
    });
    cleanup();

    // Another customer's page offers nothing.
    await renderBlock(<RemarkTab customerId={2} />, 'en-US', '/customer/detail?id=2');
    fireEvent.click(await screen.findByTestId('remark-add', {}, APP_WAIT));
    expect(screen.queryByRole('dialog', { name: 'Restore unsaved changes?' })).toBeNull();
    cleanup();

    await renderBlock(<RemarkTab customerId={CUSTOMER} />, 'en-US', DETAIL);
    fireEvent.click(await screen.findByTestId('remark-add', {}, APP_WAIT));
    fireEvent.click(within(await restoreDialog()).getByRole('button', { name: 'Restore' }));
    expect(screen.getByTestId('remark-content')).toHaveValue('下周二下午见面');
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('[E02] the follow-up form and the questionnaire keep their drafts too', async () => {
    await renderBlock(<FollowTab customerId={CUSTOMER} />, 'en-US', DETAIL);
    fireEvent.click(await screen.findByTestId('follow-add', {}, APP_WAIT));
    fireEvent.change(screen.getByTestId('follow-note'), { target: { value: 'Called, will visit' } });
    await waitFor(() => expect(persistDrafts()).toBe(1), APP_WAIT);
    cleanup();
    await renderBlock(<FollowTab customerId={CUSTOMER} />, 'en-US', DETAIL);
    fireEvent.click(await screen.findByTestId('follow-add', {}, APP_WAIT));
    fireEvent.click(within(await restoreDialog()).getByRole('button', { name: 'Restore' }));
    expect(screen.getByTestId('follow-note')).toHaveValue('Called, will visit');
    cleanup();

    // A question with several choices, answered with another one.
    const answers = db
      .list('customer-question-answer')
      .filter((a) => a.customer_id === CUSTOMER)
      .sort((a, b) => Number(a.question_id) - Number(b.question_id) || a.id - b.id);
    const target = answers.find(
      (a) => db.list('answer').filter((c) => c.question_id === a.question_id).length > 1,
    );
    if (!target) throw new Error('no question with several choices');
    const other = db
      .list('answer')
      .find((c) => c.question_id === target.question_id && c.id !== target.answer_id);
    if (!other) throw new Error('no other choice');
    const row = async () =>
      (await screen.findAllByTestId('question-row', {}, APP_WAIT))[answers.indexOf(target)];
    await renderBlock(<QuestionTab customerId={CUSTOMER} />, 'en-US', DETAIL);
    fireEvent.click(await screen.findByTestId('question-edit', {}, APP_WAIT));
    fireEvent.mouseDown(within(await row()).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: String(other.content) }));
    await waitFor(() => expect(persistDrafts()).toBe(1), APP_WAIT);
    expect(stored()[0]).toMatchObject({
      form: 'questionnaire',
      values: { changes: [{ id: target.id, answer_id: other.id }] },
    });
    cleanup();
    await renderBlock(<QuestionTab customerId={CUSTOMER} />, 'en-US', DETAIL);
    fireEvent.click(within(await restoreDialog()).getByRole('button', { name: 'Restore' }));
    await waitFor(
      async () => expect(within(await row()).getByRole('combobox')).toHaveTextContent(String(other.content)),
      APP_WAIT,
    );
  });
});
