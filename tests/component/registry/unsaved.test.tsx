import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from './renderApp';

setupDemoServer({ customerCount: 10 });

const T = { timeout: 30000 };
const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

describe('unsaved changes (data router)', () => {
  it('asks before leaving a dirty form; "cancel" keeps the typed value, "ok" leaves', async () => {
    await loginAs('admin');
    const { router } = await renderApp('/store/create');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, T);
    fireEvent.change(name, { target: { value: 'Half-typed store' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    void router.navigate('/tag');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED), T);
    expect(router.state.location.pathname).toBe('/store/create');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Half-typed store');
    confirm.mockReturnValue(true);
    void router.navigate('/tag');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tag'), T);
  }, 60_000);

  it(
    'a dirty form also asks before the page unloads (tab closed, version reload)',
    { timeout: 60_000 },
    async () => {
      await loginAs('admin');
      await renderApp('/store/create');
      const name = await screen.findByRole('textbox', { name: /^Name/ }, T);
      const clean = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(clean);
      expect(clean.defaultPrevented).toBe(false);
      fireEvent.change(name, { target: { value: 'Half-typed store' } });
      await waitFor(() => {
        const dirty = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(dirty);
        expect(dirty.defaultPrevented).toBe(true);
      }, T);
    },
  );
});
