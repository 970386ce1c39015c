import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAsReceptionist } from '../../../support/receptionist';
import { renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 41: the home of a user whose roles give no dashboard (a receptionist with the clue list).

setupDemoServer({ customerCount: 4 });

describe('the home of a user without a dashboard', () => {
  for (const [locale, t] of [
    ['en-US', { intro: 'Your role gives you these screens:', section: 'Customers', clues: 'Clues' }],
    ['zh-CN', { intro: '您的角色可以使用以下功能：', section: '客户管理', clues: '线索客户' }],
  ] as const) {
    it(
      `[V23] shows the screens the role opens as shortcuts instead of refused figures (${locale})`,
      async () => {
        await loginAsReceptionist(`reception_${locale === 'en-US' ? 'en' : 'zh'}`);
        await renderApp('/', undefined, undefined, locale);
        const home = await screen.findByTestId('home-shortcuts', {}, APP_WAIT);
        expect(home).toHaveTextContent(t.intro);
        // (The must-handle notices open above the home page: its content is behind them.)
        expect(within(home).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(t.section);
        const links = within(home).getAllByRole('link', { hidden: true });
        expect(links.map((a) => a.textContent)).toEqual([t.clues]);
        expect(links[0]).toHaveAttribute('href', '/customer/clue');
        expect(screen.queryByTestId('dashboard-role')).toBeNull();
      },
      APP_TEST_MS,
    );
  }
});
