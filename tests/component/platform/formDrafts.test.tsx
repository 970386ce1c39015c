import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFTS_STORAGE_KEY, persistDrafts, type Draft } from '../../../src/platform/drafts';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

// Issue 40 point 6: the customer profile's inline form and a settings page keep a draft through a
// forced re-login like any form; a secret typed on a page (the official account's AppSecret, its
// Token) is never written to the browser's storage.

const { db } = setupDemoServer({ customerCount: 4 });
vi.setConfig({ testTimeout: APP_TEST_MS });
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const stored = () => JSON.parse(localStorage.getItem(DRAFTS_STORAGE_KEY) ?? '[]') as Draft[];

async function openOfficial() {
  await loginAs('admin');
  await renderApp('/official', undefined, undefined, 'en-US');
  return screen.findByTestId('settings-form', {}, APP_WAIT);
}

describe('settings drafts (issue 40 point 6)', () => {
  it('[E02] a settings page keeps its typed values and offers them back; the AppSecret and Token never', async () => {
    const form = await openOfficial();
    const secret = 'fedcba9876543210fedcba9876543210';
    fireEvent.change(within(form).getByLabelText(/AppSecret/), { target: { value: secret } });
    fireEvent.change(within(form).getByLabelText(/^Token/), { target: { value: 'draftToken42' } });
    fireEvent.change(within(form).getByLabelText(/^original ID/), { target: { value: 'gh_0123456789ab' } });
    await waitFor(() => expect(persistDrafts()).toBe(1), APP_WAIT);
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).not.toContain(secret);
    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).not.toContain('draftToken42');
    expect(stored()[0]).toMatchObject({ path: '/official', values: { original_id: 'gh_0123456789ab' } });
    cleanup();

    const again = await openOfficial();
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' }, APP_WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(
      () => expect(within(again).getByLabelText(/^original ID/)).toHaveValue('gh_0123456789ab'),
      APP_WAIT,
    );
  });

  it('[E02] the inline profile form keeps its draft by its own id and offers it back', async () => {
    const customer = db.list('customer')[0];
    const path = `/customer/detail?id=${customer.id}`;
    await loginAs('admin');
    await renderApp(path, undefined, undefined, 'en-US');
    fireEvent.click(await screen.findByTestId('profile-edit', {}, APP_WAIT));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }, APP_WAIT), {
      target: { value: '未保存的名字' },
    });
    await waitFor(() => expect(persistDrafts()).toBe(1), APP_WAIT);
    expect(stored()[0]).toMatchObject({ path, form: 'customer-profile', values: { name: '未保存的名字' } });
    cleanup();
    await renderApp(path, undefined, undefined, 'en-US');
    fireEvent.click(await screen.findByTestId('profile-edit', {}, APP_WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' }, APP_WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('未保存的名字'),
      APP_WAIT,
    );
  });
});
