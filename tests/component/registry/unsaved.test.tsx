import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_WAIT } from '../../support/timeouts';

setupDemoServer({ customerCount: 10 });

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

describe('unsaved changes (data router)', () => {
  it('asks before leaving a dirty form; "cancel" keeps the typed value, "ok" leaves', async () => {
    await loginAs('admin');
    const { router } = await renderApp('/store/create');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, APP_WAIT);
    fireEvent.change(name, { target: { value: 'Half-typed store' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    void router.navigate('/tag');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED), APP_WAIT);
    expect(router.state.location.pathname).toBe('/store/create');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Half-typed store');
    confirm.mockReturnValue(true);
    void router.navigate('/tag');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tag'), APP_WAIT);
  }, 60_000);

  it('a dirty form also asks before the page unloads (tab closed, version reload)', APP_WAIT, async () => {
    await loginAs('admin');
    await renderApp('/store/create');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, APP_WAIT);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(name, { target: { value: 'Half-typed store' } });
    await waitFor(() => {
      const dirty = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(dirty);
      expect(dirty.defaultPrevented).toBe(true);
    }, APP_WAIT);
  });
});
