import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// `/account/settings` (spec §2, issue 42 point 6): a user changes their own name and phone; the user
// center shows them.

const { db } = setupDemoServer({ customerCount: 10 });

const TEXT = {
  'en-US': {
    name: 'name',
    phone: 'phone number',
    save: 'save',
    saved: 'Saved successfully',
    invalid: 'Invalid phone number',
    back: 'back to the user center',
    settings: 'account settings',
  },
  'zh-CN': {
    name: '姓名',
    phone: '手机号',
    save: '保存',
    saved: '保存成功',
    invalid: '手机号码格式不正确',
    back: '返回个人中心',
    settings: '个人设置',
  },
} as const;

describe.each(['en-US', 'zh-CN'] as const)('account settings (%s)', (locale) => {
  const text = TEXT[locale];
  const account = locale === 'en-US' ? 'sales' : 'matchmaker';
  const newName = locale === 'en-US' ? '王销售' : '赵红娘';
  const newPhone = locale === 'en-US' ? '13922223333' : '13933334444';

  it(
    'changes the own name and phone; a bad phone is refused before sending; the user center shows the new values',
    async () => {
      await loginAs(account);
      await renderApp('/userCenter/index', undefined, undefined, locale);
      fireEvent.click(await screen.findByRole('link', { name: text.settings }, APP_WAIT));
      const form = await screen.findByTestId('account-settings-form', {}, APP_WAIT);
      const name = within(form).getByRole('textbox', { name: new RegExp(`^${text.name}`) });
      const phone = within(form).getByRole('textbox', { name: new RegExp(`^${text.phone}`) });
      fireEvent.change(name, { target: { value: newName } });
      fireEvent.change(phone, { target: { value: '12345' } });
      fireEvent.click(within(form).getByRole('button', { name: text.save }));
      expect(await within(form).findByText(text.invalid, {}, APP_WAIT)).toBeVisible();

      fireEvent.change(phone, { target: { value: newPhone } });
      // The phone is checked again as it changes: the button waits for it.
      await waitFor(() => expect(within(form).queryByText(text.invalid)).toBeNull(), APP_WAIT);
      const save = within(form).getByRole('button', { name: text.save });
      await waitFor(() => expect(save).toBeEnabled(), APP_WAIT);
      fireEvent.click(save);
      expect(await screen.findByText(text.saved, {}, APP_WAIT)).toBeVisible();
      const worker = db.list('worker').find((w) => w.username === account);
      expect(worker).toMatchObject({ name: newName, phone: newPhone });

      fireEvent.click(screen.getByRole('link', { name: text.back }));
      await waitFor(() => expect(screen.getByTestId('uc-name')).toHaveTextContent(newName), APP_WAIT);
      expect(screen.getByTestId('uc-phone')).toHaveTextContent(newPhone);
    },
    APP_TEST_MS,
  );
});
