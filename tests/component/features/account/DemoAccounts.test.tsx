import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createAuthProvider } from '../../../../authProvider';
import { createDataProvider } from '../../../../dataProvider';
import { createI18nProvider } from '../../../../i18n';
import type { AppLocale } from '../../../../i18n/locale';
import { resources } from '../../../../resources';
import { DEMO_ACCOUNTS } from '../../../../src/mocks/accounts';
import { LoginPage } from '../../../../src/features/account/LoginPage';

async function renderLogin(locale: AppLocale) {
  render(
    <MemoryRouter initialEntries={['/user/login']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={createDataProvider(resources)}
        i18nProvider={await createI18nProvider(locale)}
      >
        <LoginPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.findByTestId('demo-accounts');
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('login page of a demo build: demo accounts', () => {
  it('lists every demo account with its role in English', async () => {
    const list = await renderLogin('en-US');
    expect(within(list).getByRole('heading', { name: 'Demo accounts' })).toBeInTheDocument();
    expect(
      within(list).getByText('Password demo123 for all. Click an account to fill it in.'),
    ).toBeInTheDocument();
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('title'))).toEqual(
      DEMO_ACCOUNTS.map((a) => `Fill in ${a.username}`),
    );
    expect(within(buttons[0]).getByText('Administrator (sales + matchmaking)')).toBeInTheDocument();
    expect(within(buttons[1]).getByText('Sales')).toBeInTheDocument();
    expect(within(buttons[2]).getByText('Matchmaker')).toBeInTheDocument();
  });

  it('lists the roles in Chinese', async () => {
    const list = await renderLogin('zh-CN');
    expect(within(list).getByRole('heading', { name: '演示账号' })).toBeInTheDocument();
    expect(within(list).getByText('密码均为 demo123，点击账号即可填入。')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: /^matchmaker/, description: /^密码均为/ }),
    ).toHaveTextContent('matchmaker红娘');
    expect(within(list).getByRole('button', { name: /^admin/ })).toHaveTextContent(
      'admin管理员（销售 + 红娘）',
    );
  });

  it('fills in the user name and password on a click, from the code tab too', async () => {
    await renderLogin('en-US');
    fireEvent.click(screen.getByRole('button', { name: /^sales/ }));
    expect(field('username')).toHaveValue('sales');
    expect(field('password')).toHaveValue('demo123');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    fireEvent.click(screen.getByTestId('login-tab-code'));
    expect(field('username')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^matchmaker/ }));
    expect(field('username')).toHaveValue('matchmaker');
    expect(field('password')).toHaveValue('demo123');
  });
});
