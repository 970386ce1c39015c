import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_COLLECTION } from '../../../../src/mocks/bespoke/settings';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Configuration pages (issue 16): options → form, "设置成功" (E10), number inputs (V21), SMS counter (V06).

const { db } = setupDemoServer({ customerCount: 4 });

const savedBasic = () =>
  db.list(SETTINGS_COLLECTION).find((r) => r.key === 'love/basic')?.values as
    Record<string, unknown> | undefined;

describe('settings pages', () => {
  it(
    '[E10] love basic: fields and choices from its options endpoint, saved with "设置成功"',
    async () => {
      await loginAs('admin');
      await renderApp('/config/love/basic', undefined, undefined, 'zh-CN');
      const form = await screen.findByTestId('settings-form', {}, APP_WAIT);
      expect(within(form).getByRole('heading', { name: '客户设置' })).toBeTruthy();
      expect(within(form).getByRole('heading', { name: '服务设置' })).toBeTruthy();
      const days = within(form).getByRole('textbox', { name: /未跟进转入公海/ });
      expect((days as HTMLInputElement).value).toBe('15');
      // V21: letters refused, over max clamped while typing.
      fireEvent.change(days, { target: { value: '2a0' } });
      expect((days as HTMLInputElement).value).toBe('20');
      fireEvent.change(days, { target: { value: '999' } });
      expect((days as HTMLInputElement).value).toBe('365');
      fireEvent.change(days, { target: { value: '21' } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      expect(await screen.findByText('设置成功', {}, APP_WAIT)).toBeTruthy();
      await waitFor(() => expect(savedBasic()?.public_sea_days).toBe(21), APP_WAIT);
      expect(savedBasic()?.service_phone).toBe('400-800-1234');
    },
    APP_TEST_MS,
  );

  it(
    '[V21] the money field keeps two decimals and a required field blocks the save',
    async () => {
      await loginAs('admin');
      await renderApp('/config/love/basic', undefined, undefined, 'en-US');
      const form = await screen.findByTestId('settings-form', {}, APP_WAIT);
      const price = within(form).getByRole('textbox', { name: /Default membership price/ });
      fireEvent.change(price, { target: { value: '12.345abc' } });
      expect((price as HTMLInputElement).value).toBe('12.34');
      const phone = within(form).getByRole('textbox', { name: /Service phone/ });
      fireEvent.change(phone, { target: { value: '' } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      expect(await within(form).findByText('Required', {}, APP_WAIT)).toBeTruthy();
      expect(savedBasic()?.service_phone ?? '400-800-1234').toBe('400-800-1234');
    },
    APP_TEST_MS,
  );

  it(
    '[V06] the SMS template editor counts "你好ab" as 6 units, one message',
    async () => {
      await loginAs('admin');
      await renderApp('/sms-template/create', undefined, undefined, 'zh-CN');
      const content = await screen.findByRole('textbox', { name: /内容|content/i }, APP_WAIT);
      fireEvent.change(content, { target: { value: '你好ab' } });
      expect((await screen.findByTestId('sms-counter', {}, APP_WAIT)).textContent).toBe('6 字 · 1 条短信');
    },
    APP_TEST_MS,
  );

  it(
    'resends an SMS record after a confirmation',
    async () => {
      await loginAs('admin');
      const before = db.list('sms-record').length;
      await renderApp('/sms-record', undefined, undefined, 'zh-CN');
      const [resend] = await screen.findAllByRole('button', { name: '重新发送' }, APP_WAIT);
      fireEvent.click(resend);
      const dialog = await screen.findByRole('dialog', {}, APP_WAIT);
      expect(within(dialog).getByText(/确定向 .+ 重新发送这条短信吗？/)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: /确认/ }));
      expect(await screen.findByText('短信已重新发送', {}, APP_WAIT)).toBeTruthy();
      expect(db.list('sms-record')).toHaveLength(before + 1);
      expect(db.list('sms-record').at(-1)?.status).toBe(1);
    },
    APP_TEST_MS,
  );
});
