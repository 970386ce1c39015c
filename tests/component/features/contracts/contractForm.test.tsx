import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../dataProvider/paths';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_WAIT, LONG_APP_TEST_MS } from '../../../support/timeouts';

// The contract generator (issue 15 point 4): the form's create call and the preview's amount (V22).

const { server, db } = setupDemoServer({ customerCount: 10 });

function firstTemplate() {
  const config = [...db.list('contract-config')].sort((a, b) => b.id - a.id)[0];
  if (!config) throw new Error('no contract template in the demo data');
  return config;
}

describe('contract generator', () => {
  it(
    '[V22] saves the contract with the typed values and shows the fee in capitals (zh-CN)',
    async () => {
      const customer = db.list('customer')[0];
      const config = firstTemplate();
      const bodies: unknown[] = [];
      server.use(
        http.post(`*${API_PATHS.contracts.create}`, async ({ request }) => {
          bodies.push(await request.clone().json());
          return undefined;
        }),
      );
      await loginAs('admin');
      await renderApp(`/contract/new?customer_id=${customer.id}`, undefined, undefined, 'zh-CN');
      const page = await screen.findByTestId('contract-new-page', {}, APP_WAIT);
      const sheet = await within(page).findByTestId('contract-sheet', {}, APP_WAIT);
      expect(within(sheet).getByTestId('sheet-no-refund')).toHaveTextContent(
        '服务开始后，已收取的服务费用不予退还。',
      );

      fireEvent.mouseDown(await within(page).findByRole('combobox', { name: /合同模板/ }, APP_WAIT));
      fireEvent.click(await screen.findByRole('option', { name: String(config.name) }, APP_WAIT));
      await waitFor(
        () =>
          expect(within(page).getByTestId('next-no')).toHaveTextContent(/下一个编号：HT|下一个编号：[A-Z]+/),
        APP_WAIT,
      );

      const price = within(page).getByRole('spinbutton', { name: /服务费用/ });
      fireEvent.change(price, { target: { value: '12345.67' } });
      expect(await within(page).findByTestId('amount-words', {}, APP_WAIT)).toHaveTextContent(
        '大写：壹万贰仟叁佰肆拾伍元陆角柒分',
      );
      expect(within(sheet).getByTestId('sheet-fee')).toHaveTextContent('壹万贰仟叁佰肆拾伍元陆角柒分');

      // Leaving with unsaved changes asks first; "cancel" keeps the form as it is.
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      fireEvent.click(within(page).getByRole('link', { name: /返回客户详情/ }));
      await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1), APP_WAIT);
      confirm.mockRestore();
      expect(within(page).getByRole('spinbutton', { name: /服务费用/ })).toHaveValue(12345.67);

      // An attachment address must be http(s).
      fireEvent.click(
        within(page)
          .getAllByRole('button', { name: /添加|Add/ })
          .at(-1) as HTMLElement,
      );
      const url = await within(page).findByRole('textbox', { name: /附件地址/ }, APP_WAIT);
      fireEvent.change(url, { target: { value: 'ftp://files.example.com/a.pdf' } });
      fireEvent.click(within(page).getByTestId('contract-save'));
      expect(await within(page).findByText('请输入 http(s) 地址', {}, APP_WAIT)).toBeInTheDocument();
      expect(bodies).toHaveLength(0);
      fireEvent.change(url, { target: { value: 'https://files.example.com/signed.pdf' } });

      // The e-contract preview (e_contract_open) is the template filled with the contract, as text.
      fireEvent.click(within(page).getByTestId('e-contract-preview'));
      const dialog = await screen.findByTestId('e-contract-dialog', {}, APP_WAIT);
      expect(within(dialog).getByTestId('e-contract-content')).toHaveTextContent(
        `乙方：${String(customer.name)}`,
      );
      expect(within(dialog).getByTestId('e-contract-content')).toHaveTextContent('服务费用：￥12345.67');
      fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
      expect(within(page).getByTestId('e-contract-send')).toBeDisabled();

      const before = db.list('contract').length;
      fireEvent.click(within(page).getByTestId('contract-save'));
      const saved = await screen.findByTestId('contract-saved', {}, APP_WAIT);
      expect(bodies).toHaveLength(1);
      const body = bodies[0] as Record<string, unknown>;
      expect(body).toMatchObject({
        customer_id: customer.id,
        config_id: config.id,
        order_price: 12345.67,
        party_b: typeof customer.name === 'string' ? customer.name : expect.any(String),
      });
      expect(Array.isArray(body.services) && body.services.length).toBeGreaterThan(0);
      const created = db.list('contract');
      expect(created).toHaveLength(before + 1);
      const contract = created[created.length - 1];
      expect(contract.order_price).toBe(12345.67);
      expect(saved).toHaveTextContent(`合同 ${String(contract.no)} 已保存`);
      expect(body.attaches).toEqual([{ url: 'https://files.example.com/signed.pdf' }]);

      // Saved, the signing message can be sent to party B.
      fireEvent.click(within(page).getByTestId('e-contract-send'));
      const phone = String(customer.phone);
      expect(
        await screen.findByText(`签署短信已发送至 ${phone.slice(0, 3)}****${phone.slice(-4)}`, {}, APP_WAIT),
      ).toBeInTheDocument();
    },
    LONG_APP_TEST_MS,
  );

  it(
    '[E04] a save the server refuses says its status and text; the typed values stay and save again (en-US)',
    async () => {
      const customer = db.list('customer')[1];
      const config = firstTemplate();
      server.use(
        http.post(
          `*${API_PATHS.contracts.create}`,
          () =>
            HttpResponse.json({ code: 500, text: '合同服务暂不可用 contract service down' }, { status: 500 }),
          { once: true },
        ),
      );
      await loginAs('admin');
      await renderApp(`/contract/new?customer_id=${customer.id}`);
      const page = await screen.findByTestId('contract-new-page', {}, APP_WAIT);
      fireEvent.mouseDown(await within(page).findByRole('combobox', { name: /Contract template/ }, APP_WAIT));
      fireEvent.click(await screen.findByRole('option', { name: String(config.name) }, APP_WAIT));
      const price = await within(page).findByRole('spinbutton', { name: /Fee \(yuan\)/ }, APP_WAIT);
      fireEvent.change(price, { target: { value: '8888.8' } });
      const before = db.list('contract').length;
      fireEvent.click(within(page).getByTestId('contract-save'));
      expect(
        await screen.findByText('500: 合同服务暂不可用 contract service down', {}, APP_WAIT),
      ).toBeInTheDocument();
      // Nothing was saved and nothing typed is lost: the same form saves on the next click.
      expect(within(page).queryByTestId('contract-saved')).toBeNull();
      expect(within(page).getByRole('spinbutton', { name: /Fee \(yuan\)/ })).toHaveValue(8888.8);
      expect(db.list('contract')).toHaveLength(before);
      fireEvent.click(within(page).getByTestId('contract-save'));
      expect(await screen.findByTestId('contract-saved', {}, APP_WAIT)).toBeInTheDocument();
      expect(db.list('contract')).toHaveLength(before + 1);
      expect(db.list('contract').at(-1)?.order_price).toBe(8888.8);
    },
    LONG_APP_TEST_MS,
  );
});
