import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider, TEMPORARY_FLAG_KEY } from '../../../../authProvider';
import { createDataProvider } from '../../../../dataProvider';
import { TEMPORARY_TOKEN_KEY } from '../../../../dataProvider/tokens';
import { createI18nProvider } from '../../../../i18n';
import { resources } from '../../../../resources';
import { LoginAsButton, ReturnToOriginalButton } from '../../../../src/features/account/TemporaryAccount';
import { CLOSE_ALL_TABS_EVENT } from '../../../../src/platform/navigation';
import { createTestServer } from '../../../../src/mocks/node';
import { loginAs } from '../../../support/renderApp';
import { APP_WAIT } from '../../../support/timeouts';

const { server } = createTestServer({ customerCount: 10 });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

describe('[S06] temporary account', () => {
  it('logs in as a worker, then returns: flag, token, tabs and the user index', async () => {
    await loginAs('admin');
    let closed = 0;
    const onClose = () => (closed += 1);
    window.addEventListener(CLOSE_ALL_TABS_EVENT, onClose);
    render(
      <MemoryRouter initialEntries={['/worker']}>
        <AdminContext
          authProvider={createAuthProvider()}
          dataProvider={createDataProvider(resources)}
          i18nProvider={await createI18nProvider('en-US')}
        >
          <LoginAsButton workerId={5} name="Worker Five" />
          <ReturnToOriginalButton />
          <Where />
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'log in as' }, APP_WAIT));
    expect(await screen.findByText('log in as Worker Five')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const back = await screen.findByRole('button', { name: 'return to original account' }, APP_WAIT);
    expect(localStorage.getItem(TEMPORARY_TOKEN_KEY)).toMatch(/^Bearer /);
    expect(localStorage.getItem(TEMPORARY_FLAG_KEY)).toBe('1');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/), APP_WAIT);
    expect(closed).toBe(1);
    expect(screen.queryByRole('button', { name: 'log in as' })).toBeNull();

    fireEvent.click(back);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/blind_user/index'), APP_WAIT);
    expect(closed).toBe(2);
    expect(localStorage.getItem(TEMPORARY_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(TEMPORARY_FLAG_KEY)).toBeNull();
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'return to original account' })).toBeNull(),
      APP_WAIT,
    );
    expect(await screen.findByRole('button', { name: 'log in as' }, APP_WAIT)).toBeInTheDocument();
    window.removeEventListener(CLOSE_ALL_TABS_EVENT, onClose);
  });

  it('is not offered to a user who is not an admin', async () => {
    await loginAs('sales');
    render(
      <MemoryRouter>
        <AdminContext
          authProvider={createAuthProvider()}
          dataProvider={createDataProvider(resources)}
          i18nProvider={await createI18nProvider('en-US')}
        >
          <LoginAsButton workerId={5} />
          <output data-testid="ready">ready</output>
        </AdminContext>
      </MemoryRouter>,
    );
    await screen.findByTestId('ready');
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole('button', { name: 'log in as' })).toBeNull();
  });
});
