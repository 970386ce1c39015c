import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS, fillPath } from '../../../../dataProvider/paths';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../../src/features/notices/mustHandleModel';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 14: staff actions — a worker's password (V26, PUT worker/{id}) and a follow record's status (PUT worker-user/{id}).

const { server, db } = setupDemoServer({ customerCount: 10 });

const TEXTS = {
  'en-US': {
    min: 'The password must be at least 6 characters',
    done: 'Password set',
    status: 'Status changed',
  },
  'zh-CN': { min: '密码至少6位', done: '设置成功', status: '设置成功' },
} as const;

/** Bodies of the PUT requests to a path. */
function putBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(`*${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

async function open(path: string, locale: 'en-US' | 'zh-CN') {
  await loginAs('admin');
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
  await renderApp(path, undefined, undefined, locale);
}

describe('staff actions', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(
      `[V26] a worker's password needs 6 characters, then is set (${locale})`,
      async () => {
        const worker = db.list('worker')[3];
        const id = Number(worker?.id);
        const bodies = putBodies(fillPath(API_PATHS.dashboard.workerPassword, { id }));
        await open(`/worker/${id}/show`, locale);
        fireEvent.click(await screen.findByTestId('set-password', {}, APP_WAIT));
        const dialog = await screen.findByTestId('set-password-dialog', {}, APP_WAIT);
        const input = within(dialog).getByTestId('set-password-input');
        fireEvent.change(input, { target: { value: '12345' } });
        fireEvent.click(within(dialog).getByTestId('set-password-dialog-submit'));
        expect(await within(dialog).findByText(TEXTS[locale].min)).toBeInTheDocument();
        expect(bodies).toEqual([]);
        fireEvent.change(input, { target: { value: 'secret6' } });
        fireEvent.click(within(dialog).getByTestId('set-password-dialog-submit'));
        expect(await screen.findByText(TEXTS[locale].done, {}, APP_WAIT)).toBeInTheDocument();
        expect(bodies).toEqual([{ password: 'secret6' }]);
        expect(db.passwordOf(String(worker?.username))).toBe('secret6');
      },
      APP_TEST_MS,
    );
  }

  it(
    '[V26] the demo API refuses a short password itself',
    async () => {
      await loginAs('admin');
      const token = String(localStorage.getItem('Access-Token'));
      const res = await fetch(`http://localhost${fillPath(API_PATHS.dashboard.workerPassword, { id: 4 })}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: token, local: 'zh_CN' },
        body: JSON.stringify({ password: '12345' }),
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ errors: { password: '密码至少6位' } });
    },
    APP_TEST_MS,
  );

  it(
    "a follow record's status is set after a confirmation",
    async () => {
      const record = db.list('worker-user').find((r) => r.status === 1);
      const id = Number(record?.id);
      const bodies = putBodies(fillPath(API_PATHS.dashboard.followStatus, { id }));
      await open(`/worker-user/${id}/show`, 'en-US');
      fireEvent.click(await screen.findByTestId('follow-status', {}, APP_WAIT));
      fireEvent.click(await screen.findByRole('button', { name: 'Mark invalid' }, APP_WAIT));
      expect(await screen.findByText(TEXTS['en-US'].status, {}, APP_WAIT)).toBeInTheDocument();
      expect(bodies).toEqual([{ status: 0 }]);
      await waitFor(() => expect(db.get('worker-user', id)?.status).toBe(0));
    },
    APP_TEST_MS,
  );
});
