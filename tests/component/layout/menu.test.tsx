import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer } from '../../../src/mocks/node';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { loginAs, renderApp } from '../../support/renderApp';

const { server } = createTestServer({ customerCount: 10 });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  await loginAs('admin');
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
vi.setConfig({ testTimeout: 60_000 });

const T = { timeout: 30_000 };
const menu = () => within(screen.getByTestId('side-menu'));
const entry = (name: RegExp) => menu().getByRole('menuitem', { name });

describe('side menu entries (light links, issue 8)', () => {
  it('marks the entry of the page shown (and of pages below it) as current, and moves the mark on navigation', async () => {
    await renderApp('/customer');
    await screen.findByText(/^total \d+ items$/, {}, T);
    expect(entry(/^Customers$/)).toHaveAttribute('aria-current', 'page');
    expect(entry(/^Customers$/)).toHaveClass('RaMenuItemLink-active');
    expect(entry(/^Home$/)).not.toHaveAttribute('aria-current');
    fireEvent.click(entry(/^Stores$/));
    await waitFor(() => expect(entry(/^Stores$/)).toHaveAttribute('aria-current', 'page'));
    expect(entry(/^Customers$/)).not.toHaveAttribute('aria-current');
    expect(entry(/^Customers$/)).not.toHaveClass('RaMenuItemLink-active');
  });

  it('moves between entries with the arrow keys, skipping the section headings', async () => {
    await renderApp('/customer');
    await screen.findByText(/^total \d+ items$/, {}, T);
    const items = menu().getAllByRole('menuitem');
    items[0]?.focus();
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[0]);
  });

  it('collapsed to icons, an entry names itself in a tooltip while pointed at', async () => {
    localStorage.setItem('RaStore.sidebar.open', 'false');
    await renderApp('/customer');
    await screen.findByText(/^total \d+ items$/, {}, T);
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(entry(/^Stores$/));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Stores');
    fireEvent.mouseLeave(entry(/^Stores$/));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

describe('the frame follows no scroll position (issue 8)', () => {
  it('scrolling down the page leaves the header shown and the menu where it is', async () => {
    await renderApp('/customer');
    await screen.findByText(/^total \d+ items$/, {}, T);
    // react-admin hid its header and pulled its sidebar up when the page scrolled down: both set a
    // scroll listener, whose first reading of the offset forced a layout of the whole page.
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 600 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 });
    try {
      act(() => void window.dispatchEvent(new Event('scroll')));
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    } finally {
      // The window's own offsets again.
      Reflect.deleteProperty(window, 'pageYOffset');
      Reflect.deleteProperty(window, 'scrollY');
    }
    expect(document.querySelector('.RaSidebar-appBarCollapsed')).toBeNull();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('banner').style.visibility).not.toBe('hidden');
    expect(menu().getByRole('menuitem', { name: /^Customers$/ })).toBeVisible();
  });
});
