import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { FIXED_CONTENT_WIDTH } from '../../../src/layout/BaseLayout';
import { createTestServer } from '../../../src/mocks/node';
import { setPreference, type PreferenceKey, type Preferences } from '../../../src/platform/preferences';
import { keepEveryStyleRule } from '../../support/emotionRules';
import { loginAs, renderApp } from '../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../support/timeouts';

const { server } = createTestServer({ customerCount: 10 });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  // These tests read the positions and widths the layout's styles set.
  keepEveryStyleRule();
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
vi.setConfig({ testTimeout: APP_TEST_MS });

/** Opens the customer list signed in as `account`, with the default preferences. */
async function openCustomers(account: 'admin' | 'sales' = 'admin') {
  await loginAs(account);
  await renderApp('/customer');
  await screen.findByText(/^total \d+ items$/, {}, APP_WAIT);
  // The session is the browser's user's once loaded: the preferences are stored under that user.
  await waitFor(() => expect(localStorage.getItem('blind.owner')).not.toBeNull());
}

/** Sets a preference as the settings drawer does: the layout follows at once, without a reload. */
function prefer<K extends PreferenceKey>(key: K, value: Preferences[K]) {
  act(() => setPreference(key, value));
}

const header = () => screen.getByRole('banner');
const sideMenu = () => within(screen.getByTestId('side-menu'));

/** Scrolls the window to `offset` as far as the layout can tell (jsdom lays nothing out). */
function scrollTo(offset: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: offset });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('layout preferences (issue 45)', () => {
  it('top: the sections are menus in the header, no sidebar; keyboard opens, moves and closes them', async () => {
    await openCustomers();
    expect(within(header()).getByRole('button', { name: /open menu|close menu/i })).toBeInTheDocument();
    prefer('layout', 'top');
    const menu = within(await within(header()).findByTestId('top-menu'));
    expect(screen.queryByTestId('side-menu')).toBeNull();
    // The menu replaces the side menu's toggle; "Home" is a link, each section a menu button.
    expect(within(header()).queryByRole('button', { name: /open menu|close menu/i })).toBeNull();
    expect(menu.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    const customers = menu.getByRole('button', { name: 'Customers' });
    expect(customers).toHaveAttribute('aria-haspopup', 'menu');
    expect(customers).toHaveClass('HeaderMenu-active');
    expect(menu.getByRole('button', { name: 'Settings' })).not.toHaveClass('HeaderMenu-active');

    // Arrow Down opens the section's menu on its first entry; the arrows move; Escape closes it.
    const settings = menu.getByRole('button', { name: 'Settings' });
    settings.focus();
    fireEvent.keyDown(settings, { key: 'ArrowDown' });
    const entries = within(await screen.findByRole('menu', { name: 'Settings' })).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toContain('Stores');
    await waitFor(() => expect(document.activeElement).toBe(entries[0]));
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(entries[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(entries[1]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Settings' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(settings));

    // An entry followed: its page, the menu closed, its section marked.
    fireEvent.click(settings);
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Stores' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(menu.getByRole('button', { name: 'Settings' })).toHaveClass('HeaderMenu-active'),
    );
    expect(menu.getByRole('button', { name: 'Customers' })).not.toHaveClass('HeaderMenu-active');

    // Back to the side menu, at once.
    prefer('layout', 'side');
    expect(await screen.findByTestId('side-menu')).toBeInTheDocument();
    expect(screen.queryByTestId('top-menu')).toBeNull();
  });

  it('[V23] top: a salesperson finds the entries of the side menu in the header, and nothing more', async () => {
    await openCustomers('sales');
    const sideEntries = sideMenu()
      .getAllByRole('menuitem')
      .map((entry) => entry.textContent)
      .filter((name) => name !== 'Home');
    expect(sideEntries).not.toContain('Stores');
    prefer('layout', 'top');
    const menu = within(await within(header()).findByTestId('top-menu'));
    const topEntries: (string | null)[] = [];
    for (const section of menu.getAllByRole('button', { name: /./ })) {
      fireEvent.click(section);
      const list = await screen.findByRole('menu', { name: section.textContent ?? '' });
      topEntries.push(
        ...within(list)
          .getAllByRole('menuitem')
          .map((entry) => entry.textContent),
      );
      fireEvent.keyDown(list, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
    expect(topEntries).toEqual(sideEntries);
  });

  it('mixed: the sections in the header, the side menu lists the entries of the section holding the page', async () => {
    await openCustomers();
    prefer('layout', 'mixed');
    const sections = within(await within(header()).findByTestId('section-nav'));
    expect(sections.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'true');
    expect(sideMenu().getByRole('menuitem', { name: 'Clues' })).toBeInTheDocument();
    expect(sideMenu().queryByRole('menuitem', { name: 'Stores' })).toBeNull();
    // Home is in the header, not in the side menu.
    expect(sideMenu().queryByRole('menuitem', { name: 'Home' })).toBeNull();

    // A section's link opens its first screen; the side menu follows.
    fireEvent.click(sections.getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(sideMenu().getByRole('menuitem', { name: 'Stores' })).toBeInTheDocument());
    expect(sideMenu().queryByRole('menuitem', { name: 'Clues' })).toBeNull();
    expect(sections.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'true');
    expect(sections.getByRole('link', { name: 'Customers' })).not.toHaveAttribute('aria-current');
  });

  it('content width: fixed centres the page at most 1200 px wide; fluid gives it the whole width again', async () => {
    await openCustomers();
    const content = document.getElementById('main-content') as HTMLElement;
    expect(getComputedStyle(content).maxWidth).not.toBe(`${FIXED_CONTENT_WIDTH}px`);
    prefer('contentWidth', 'fixed');
    expect(getComputedStyle(content).maxWidth).toBe(`${FIXED_CONTENT_WIDTH}px`);
    expect(getComputedStyle(content).marginLeft).toBe('auto');
    expect(getComputedStyle(content).marginRight).toBe('auto');
    prefer('contentWidth', 'fluid');
    expect(getComputedStyle(content).maxWidth).not.toBe(`${FIXED_CONTENT_WIDTH}px`);
  });

  it('fixed header and sidebar: the default stays in view; not fixed, they scroll with the page', async () => {
    await openCustomers();
    const column = () => document.querySelector('.RaSidebar-fixed') as HTMLElement;
    expect(getComputedStyle(header()).position).toBe('fixed');
    expect(getComputedStyle(column()).position).toBe('fixed');
    // The header scrolls away; the menu's column scrolls up with it, then sticks to the top.
    prefer('fixedHeader', false);
    expect(getComputedStyle(header()).position).toBe('absolute');
    expect(getComputedStyle(column()).position).toBe('sticky');
    // The sidebar not fixed: the whole menu scrolls with the page.
    prefer('fixedSidebar', false);
    expect(getComputedStyle(column()).position).toBe('static');
    prefer('fixedHeader', true);
    expect(getComputedStyle(header()).position).toBe('fixed');
    expect(getComputedStyle(column()).position).toBe('static');
  });

  it('auto-hide header: hidden after a scroll down, shown again on the way up; no listener once off', async () => {
    await openCustomers();
    const sidebar = () => document.querySelector('.RaSidebar-docked') as HTMLElement;
    try {
      // Off (the default): a scroll down leaves the header where it is.
      scrollTo(600);
      expect(header()).not.toHaveClass('AppHeader-hidden');
      prefer('autoHideHeader', true);
      scrollTo(500);
      scrollTo(700);
      expect(header()).toHaveClass('AppHeader-hidden');
      expect(getComputedStyle(header()).transform).toBe('translateY(-100%)');
      // The fixed sidebar moves up into the header's room.
      expect(sidebar()).toHaveClass('AppSidebar-raised');
      scrollTo(650);
      expect(header()).not.toHaveClass('AppHeader-hidden');
      expect(sidebar()).not.toHaveClass('AppSidebar-raised');
      // Near the top, a scroll down keeps it shown.
      scrollTo(40);
      scrollTo(80);
      expect(header()).not.toHaveClass('AppHeader-hidden');
      scrollTo(700);
      expect(header()).toHaveClass('AppHeader-hidden');
      // Turned off: the header comes back and stays.
      prefer('autoHideHeader', false);
      expect(header()).not.toHaveClass('AppHeader-hidden');
      scrollTo(900);
      expect(header()).not.toHaveClass('AppHeader-hidden');
    } finally {
      Reflect.deleteProperty(window, 'scrollY');
    }
  });
});
