import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAsReceptionist } from '../../support/receptionist';
import { renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// Issue 41: a worker whose one role grants the clue list (query, add) works in it: the list
// loads, no call of the page but its optional help is refused (a refusal would send the user to
// the 403 page), and only the buttons of its actions show.

const demo = setupDemoServer({ customerCount: 6 });

describe('a clue-only receptionist on the clue list', () => {
  for (const [locale, t] of [
    [
      'en-US',
      {
        keyword: 'Keyword',
        create: 'Create',
        export: 'Export',
        allocate: /allocat/i,
        remove: /delete|remove/i,
      },
    ],
    ['zh-CN', { keyword: '关键词', create: '新建', export: '导出', allocate: /分配/, remove: /删除|移除/ }],
  ] as const) {
    it(
      `[V23] sees its rows with Create only, and none of the page's calls is refused (${locale})`,
      async () => {
        await loginAsReceptionist(`clue_${locale === 'en-US' ? 'en' : 'zh'}`);
        const refused: string[] = [];
        const listen = ({ request, response }: { request: Request; response: Response }) => {
          if (response.status === 403) refused.push(`${request.method} ${request.url}`);
        };
        demo.server.events.on('response:mocked', listen);
        try {
          const { router } = await renderApp('/customer/clue', undefined, undefined, locale);
          const table = await screen.findByRole('table', {}, APP_WAIT);
          await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), APP_WAIT);
          expect(screen.getByRole('link', { name: t.create })).toBeTruthy();
          expect(screen.queryByRole('button', { name: t.export })).toBeNull();
          expect(screen.queryByRole('button', { name: t.allocate })).toBeNull();
          expect(screen.queryByRole('button', { name: t.remove })).toBeNull();
          // Every item of a row's "more" menu works on the customer (`user_view`): no empty menu.
          expect(screen.queryByTestId('customer-row-menu')).toBeNull();
          // The filter panel loads (its matchmaker choices open with the list's permission).
          expect(await screen.findByRole('textbox', { name: t.keyword }, APP_WAIT)).toBeTruthy();
          // Rows open nothing the user may not open (the customer's detail needs `user_view`).
          expect(within(table).getAllByRole('row')[1]).not.toHaveClass('RaDataTable-clickableRow');
          expect(router.state.location.pathname).toBe('/customer/clue');
          // Only the title's optional help is refused (the explanations are not the receptionist's),
          // asked in the background: nothing sends the user to the 403 page.
          expect(refused.filter((call) => !call.includes('/explanation?'))).toEqual([]);
        } finally {
          demo.server.events.removeListener('response:mocked', listen);
        }
      },
      APP_TEST_MS,
    );
  }
});
