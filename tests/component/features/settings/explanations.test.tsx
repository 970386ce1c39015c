import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 16 point 9: the explanations (types 1, 2, 3; spec §3 name + note) shown as help beside the
// lists, fields and choices they explain, for every user who reads them.

setupDemoServer({ customerCount: 4 });

async function tooltipOf(button: HTMLElement) {
  fireEvent.mouseOver(button);
  return screen.findByRole('tooltip', {}, APP_WAIT);
}

describe('explanations beside what they explain', () => {
  it(
    'a life-cycle list title carries the note of its customer status (type 1), for a salesperson too',
    async () => {
      await loginAs('sales');
      await renderApp('/customer/public-sea', undefined, undefined, 'zh-CN');
      const hint = await screen.findByRole('button', { name: '“公海”的说明' }, APP_WAIT);
      expect(await tooltipOf(hint)).toHaveTextContent('超过规定工作日未跟进的客户会流入公海');
    },
    APP_TEST_MS,
  );

  it(
    'a generated list declares its term (type 3): follow records (en-US)',
    async () => {
      await loginAs('admin');
      await renderApp('/worker-user', undefined, undefined, 'en-US');
      const hint = await screen.findByRole('button', { name: 'what "跟进记录" means' }, APP_WAIT);
      expect(await tooltipOf(hint)).toHaveTextContent('员工每次与客户沟通后填写的记录');
    },
    APP_TEST_MS,
  );

  it(
    'the chosen service type of a service record shows its service item (type 2) under the input',
    async () => {
      await loginAs('admin');
      await renderApp('/customer-service-record/create', undefined, undefined, 'zh-CN');
      const select = await screen.findByRole('combobox', { name: /服务类型/ }, APP_WAIT);
      expect(screen.queryByText(/协调时间地点/)).toBeNull();
      fireEvent.mouseDown(select);
      fireEvent.click(
        within(await screen.findByRole('listbox', {}, APP_WAIT)).getByRole('option', { name: '安排见面' }),
      );
      expect(
        await screen.findByText('双方同意后，由红娘协调时间地点并陪同见面。', {}, APP_WAIT),
      ).toBeTruthy();
      fireEvent.mouseDown(select);
      fireEvent.click(
        within(await screen.findByRole('listbox', {}, APP_WAIT)).getByRole('option', { name: '其他' }),
      );
      expect(screen.queryByText(/协调时间地点/)).toBeNull();
    },
    APP_TEST_MS,
  );
});
