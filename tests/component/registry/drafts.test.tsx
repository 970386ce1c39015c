import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../dataProvider/tokens';
import { DRAFTS_STORAGE_KEY } from '../../../src/platform/drafts';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_WAIT } from '../../support/timeouts';

const { server } = setupDemoServer({ customerCount: 10 });

const name = () => screen.findByRole('textbox', { name: /^Name/ }, APP_WAIT);

describe('unsaved values survive a forced logout (issue 9, E02)', () => {
  it('[E02] a 401 while saving logs out; after logging in again the typed values are offered back', async () => {
    server.use(
      http.post('*/plugin/love/store/admin/store', () =>
        HttpResponse.json({ code: 401, text: 'login expired' }, { status: 401 }),
      ),
    );
    await loginAs('admin');
    await renderApp('/store/create');
    fireEvent.change(await name(), { target: { value: 'Store typed before the 401' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull(), APP_WAIT);
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).toContain('Store typed before the 401');
    cleanup();

    server.resetHandlers();
    await loginAs('admin');
    await renderApp('/store/create');
    expect(
      await screen.findByRole('dialog', { name: 'Restore unsaved changes?' }, APP_WAIT),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(async () => expect(await name()).toHaveValue('Store typed before the 401'), APP_WAIT);
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).toBeNull();

    // The page settling right after the login (access check, defaults) remounts the form: what the
    // user asked back is applied again, without asking twice.
    cleanup();
    await renderApp('/store/create');
    await waitFor(async () => expect(await name()).toHaveValue('Store typed before the 401'), APP_WAIT);
    expect(screen.queryByRole('dialog', { name: 'Restore unsaved changes?' })).toBeNull();
  }, 90_000);

  it('another user is never offered them', async () => {
    localStorage.setItem(
      DRAFTS_STORAGE_KEY,
      JSON.stringify([
        { userId: '999999', path: '/store/create', values: { name: 'not yours' }, savedAt: Date.now() },
      ]),
    );
    await loginAs('admin');
    await renderApp('/store/create');
    expect(await name()).toHaveValue('');
    expect(screen.queryByRole('dialog', { name: 'Restore unsaved changes?' })).toBeNull();
  }, 60_000);
});
