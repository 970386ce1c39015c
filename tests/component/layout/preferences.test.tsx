import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_OWNER_KEY } from '../../../authProvider/keys';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { TABS_STORAGE_KEY } from '../../../src/layout/tabs/tabsModel';
import { getPreferences, preferencesKey, setPreference } from '../../../src/platform/preferences';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

setupDemoServer({ customerCount: 10 });
// The once-a-day must-handle dialog is not what these tests look at.
beforeEach(() => localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date())));

vi.setConfig({ testTimeout: APP_TEST_MS });

const settingsButton = () => screen.findByRole('button', { name: 'Interface settings' }, APP_WAIT);

async function openDrawer(): Promise<HTMLElement> {
  fireEvent.click(await settingsButton());
  return screen.findByRole('dialog', { name: 'Interface settings' }, APP_WAIT);
}

const pressed = (drawer: HTMLElement, name: string) =>
  within(drawer).getByRole('button', { name }).getAttribute('aria-pressed');

const storedTabs = (): unknown[] =>
  (JSON.parse(sessionStorage.getItem(TABS_STORAGE_KEY) ?? '{"tabs":[]}') as { tabs: unknown[] }).tabs;

describe('interface settings drawer (issue 45)', () => {
  it('applies each choice at once, keeps it for the user, resets to the defaults with an undo', async () => {
    await loginAs('admin');
    await renderApp('/store');
    const drawer = await openDrawer();
    expect(pressed(drawer, 'Follow the system')).toBe('true');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Dark' }));
    expect(pressed(drawer, 'Dark')).toBe('true');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Blue' }));
    expect(within(drawer).getByRole('radio', { name: 'Blue' })).toBeChecked();
    fireEvent.click(within(drawer).getByRole('switch', { name: /^Weak mode/ }));
    expect(document.documentElement.style.filter).toBe('grayscale(1)');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Top menu' }));
    expect(pressed(drawer, 'Top menu')).toBe('true');
    // A header that scrolls away has nothing to hide: its auto-hide waits for a fixed header.
    const autoHide = within(drawer).getByRole('switch', { name: /^Hide the header on scroll/ });
    expect(autoHide).toBeEnabled();
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Fixed header' }));
    expect(autoHide).toBeDisabled();
    expect(autoHide).toHaveAccessibleDescription('With a fixed header only');
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Fixed header' }));
    expect(autoHide).toBeEnabled();
    const owner = localStorage.getItem(STORAGE_OWNER_KEY) ?? '';
    expect(JSON.parse(localStorage.getItem(preferencesKey(owner)) ?? '{}')).toEqual({
      themeMode: 'dark',
      primaryColor: 'blue',
      weakMode: true,
      layout: 'top',
    });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(pressed(drawer, 'Follow the system')).toBe('true');
    expect(within(drawer).getByRole('radio', { name: 'Rose' })).toBeChecked();
    expect(document.documentElement.style.filter).toBe('');
    expect(localStorage.getItem(preferencesKey(owner))).toBeNull();
    const done = within(drawer).getByRole('status');
    expect(done).toHaveTextContent('Defaults restored');

    fireEvent.click(within(done).getByRole('button', { name: 'Undo' }));
    expect(getPreferences()).toMatchObject({ themeMode: 'dark', primaryColor: 'blue', weakMode: true });
    expect(document.documentElement.style.filter).toBe('grayscale(1)');
    expect(within(drawer).queryByRole('status')).toBeNull();
    act(() => setPreference('weakMode', false));
  });

  it('opens from the keyboard, keeps the focus inside, closes with Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    await loginAs('admin');
    await renderApp('/store');
    const button = await settingsButton();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Interface settings' }, APP_WAIT);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Round the drawer's controls twice: the focus never leaves it.
    for (let step = 0; step < 40; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Interface settings' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('multi-tab off hides the tab bar and keeps one page; navigating replaces it', async () => {
    await loginAs('admin');
    const { router } = await renderApp('/customer');
    await waitFor(() => expect(storedTabs()).toHaveLength(2), APP_WAIT);
    expect(await screen.findByTestId('tab-bar', {}, APP_WAIT)).toBeInTheDocument();

    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('switch', { name: /^Multi-tab/ }));
    await waitFor(() => expect(screen.queryByTestId('tab-bar')).toBeNull());
    expect(storedTabs()).toEqual([{ path: '/customer', fullPath: '/customer' }]);
    fireEvent.keyDown(drawer, { key: 'Escape' });

    await act(() => router.navigate('/store'));
    await waitFor(() => expect(storedTabs()).toEqual([{ path: '/store', fullPath: '/store' }]));
    expect(screen.queryByTestId('tab-bar')).toBeNull();
    // In the tab bar's place, a bar of its height names the page (the banners sit at its end).
    await waitFor(() => expect(screen.getByTestId('page-bar-title')).toHaveTextContent('Stores'));

    // Back on, the bar starts from the page on screen alone.
    act(() => setPreference('multiTab', true));
    const bar = await screen.findByTestId('tab-bar');
    await waitFor(() =>
      expect(
        within(bar)
          .getAllByRole('tab')
          .map((tab) => tab.getAttribute('data-path')),
      ).toEqual(['/store']),
    );
  });

  it('the unread count off hides the number on the messages button; on, it shows again', async () => {
    await loginAs('admin');
    await renderApp('/store');
    const badge = async () => {
      const root = await screen.findByTestId('header-messages-badge', {}, APP_WAIT);
      const number = root.querySelector('.MuiBadge-badge');
      if (!number) throw new Error('no badge');
      return number;
    };
    await waitFor(async () => expect(await badge()).not.toHaveClass('MuiBadge-invisible'), APP_WAIT);
    expect((await badge()).textContent).toMatch(/^\d+\+?$/);

    const drawer = await openDrawer();
    const toggle = within(drawer).getByRole('switch', { name: 'Show the unread message count' });
    fireEvent.click(toggle);
    await waitFor(async () => expect(await badge()).toHaveClass('MuiBadge-invisible'));
    fireEvent.click(toggle);
    await waitFor(async () => expect(await badge()).not.toHaveClass('MuiBadge-invisible'));
  });
});
