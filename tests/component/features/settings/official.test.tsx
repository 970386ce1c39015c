import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_DEFAULTS } from '../../../../src/mocks/bespoke/official';
import { SETTINGS_COLLECTION } from '../../../../src/mocks/bespoke/settings';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// The official account's settings (issue 16 point 2): a declared settings page at its own path,
// secrets write-only, WeChat's formats checked with their messages, the server address copied.

const { db } = setupDemoServer({ customerCount: 2 });

const saved = () =>
  db.list(SETTINGS_COLLECTION).find((r) => r.key === 'admin/official')?.values as
    Record<string, unknown> | undefined;

describe('official account settings', () => {
  it(
    '[E10] loads the account with masked secrets, refuses a bad AppID, saves with "设置成功" and keeps the secret',
    async () => {
      await loginAs('admin');
      await renderApp('/official', undefined, undefined, 'zh-CN');
      const form = await screen.findByTestId('settings-form', {}, APP_WAIT);
      expect(within(form).getByRole('heading', { name: '服务器配置' })).toBeTruthy();
      const secret = within(form).getByLabelText(/AppSecret/) as HTMLInputElement;
      // The stored secret never reaches the page.
      expect(secret.value).toBe('********');
      expect(document.body.textContent).not.toContain(String(OFFICIAL_DEFAULTS.app_secret));
      const server = within(form).getByRole('textbox', { name: /服务器地址/ }) as HTMLInputElement;
      expect(server.readOnly).toBe(true);
      expect(server.value).toMatch(/^https:\/\/.+\/wechat\/official\/notify$/);
      expect(within(form).getByRole('button', { name: '复制' })).toBeTruthy();

      const appId = within(form).getByRole('textbox', { name: /AppID/ });
      fireEvent.change(appId, { target: { value: 'wx123' } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      expect(
        await within(form).findByText('AppID 格式为 wx 加 16 位字母 a-f 或数字', {}, APP_WAIT),
      ).toBeTruthy();
      expect(saved()).toBeUndefined();

      fireEvent.change(appId, { target: { value: 'wx0123456789abcdef' } });
      const reply = within(form).getByRole('textbox', { name: /关注回复/ });
      fireEvent.change(reply, { target: { value: '欢迎关注！' } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      expect(await screen.findByText('设置成功', {}, APP_WAIT)).toBeTruthy();
      await waitFor(() => expect(saved()?.app_id).toBe('wx0123456789abcdef'), APP_WAIT);
      expect(saved()?.subscribe_reply).toBe('欢迎关注！');
      expect(saved()?.app_secret).toBe(OFFICIAL_DEFAULTS.app_secret);
    },
    APP_TEST_MS,
  );

  it(
    'a new secret must have its format (en-US), and replaces the stored one once valid',
    async () => {
      await loginAs('admin');
      await renderApp('/official', undefined, undefined, 'en-US');
      const form = await screen.findByTestId('settings-form', {}, APP_WAIT);
      const aes = within(form).getByLabelText(/^EncodingAESKey/) as HTMLInputElement;
      fireEvent.change(aes, { target: { value: 'short' } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      expect(
        await within(form).findByText('an EncodingAESKey is 43 letters or digits', {}, APP_WAIT),
      ).toBeTruthy();
      const key = 'A'.repeat(43);
      fireEvent.change(aes, { target: { value: key } });
      fireEvent.click(within(form).getByTestId('settings-save'));
      expect(await screen.findByText('Settings saved', {}, APP_WAIT)).toBeTruthy();
      await waitFor(() => expect(saved()?.encoding_aes_key).toBe(key), APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    'a user without the permission gets the 403 page on the typed address',
    async () => {
      await loginAs('sales');
      await renderApp('/official', undefined, undefined, 'en-US');
      expect(await screen.findByTestId('page-403', {}, APP_WAIT)).toBeTruthy();
      expect(screen.queryByTestId('settings-form')).toBeNull();
    },
    APP_TEST_MS,
  );
});
