import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../../src/features/notices/mustHandleModel';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Work phones (spec §7 `worker-device`): a refused action says its status and the server's text (E04)
// and leaves its confirmation open for another try.

const { server, db } = setupDemoServer({ customerCount: 4 });

/** The work phones on the list's first page (newest first). */
const firstPage = () =>
  [...db.list('worker-device')].sort((a, b) => Number(b.id) - Number(a.id)).slice(0, 10);

/** The list row of a work phone. */
async function rowOf(name: string): Promise<HTMLElement> {
  const row = (await screen.findByText(name, {}, APP_WAIT)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('work phone actions', () => {
  it(
    '[E04] deleting a number the server refuses says "500: <text>"; the confirmation stays and a second try deletes it',
    async () => {
      const phone = firstPage().find((d) => typeof d.phone_number === 'string' && d.phone_number);
      if (!phone) throw new Error('no work phone with a number in the demo data');
      server.use(
        http.put(
          `*${API_PATHS.admin.deviceDeletePhone.replace(':id', String(phone.id))}`,
          () => HttpResponse.json({ code: 500, text: '设备服务繁忙 device service busy' }, { status: 500 }),
          { once: true },
        ),
      );
      await loginAs('admin');
      localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
      await renderApp('/worker-device', undefined, undefined, 'zh-CN');
      const row = await rowOf(String(phone.name));
      fireEvent.click(within(row).getByTestId('device-delete-phone'));
      const dialog = await screen.findByRole('dialog', {}, APP_WAIT);
      expect(within(dialog).getByText(`确定删除 ${String(phone.name)} 的手机号码吗？`)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: /确认/ }));
      expect(
        await screen.findByText('500: 设备服务繁忙 device service busy', {}, APP_WAIT),
      ).toBeInTheDocument();
      expect(db.get('worker-device', Number(phone.id))?.phone_number).toBe(phone.phone_number);
      // The confirmation is still there: the same action is sent again from it.
      expect(screen.getByRole('dialog')).toBe(dialog);
      await waitFor(
        () => expect(within(dialog).getByRole('button', { name: /确认/ })).toBeEnabled(),
        APP_WAIT,
      );
      fireEvent.click(within(dialog).getByRole('button', { name: /确认/ }));
      expect(await screen.findByText('号码已删除', {}, APP_WAIT)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), APP_WAIT);
      expect(db.get('worker-device', Number(phone.id))?.phone_number).toBeUndefined();
    },
    APP_TEST_MS,
  );

  it(
    "[E04] reading the number of an offline phone says the server's text (en-US)",
    async () => {
      const offline = firstPage().find((d) => !d.is_online);
      if (!offline) throw new Error('no offline work phone in the demo data');
      await loginAs('admin');
      localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
      await renderApp('/worker-device');
      const row = await rowOf(String(offline.name));
      fireEvent.click(within(row).getByTestId('device-get-phone'));
      expect(
        await screen.findByText('The device is offline: its number cannot be read', {}, APP_WAIT),
      ).toBeInTheDocument();
    },
    APP_TEST_MS,
  );
});
