import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18n';
import { AdminApp, adminStore } from '../../../src/app/App';
import { dayKey, MUST_HANDLE_STORAGE_KEY } from '../../../src/features/notices/mustHandleModel';
import { loginAs, setupDemoServer } from '../../support/renderApp';

setupDemoServer();
vi.setConfig({ testTimeout: 60_000 });

describe("the admin's first render (issue 8)", () => {
  it("builds the shell in its first commit when react-admin's store holds no locale yet", async () => {
    await loginAs('admin');
    localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
    expect(localStorage.getItem('RaStore.locale')).toBeNull();
    const i18nProvider = await createI18nProvider('en-US');
    const router = createMemoryRouter([{ path: '*', element: <AdminApp i18nProvider={i18nProvider} /> }], {
      initialEntries: ['/customer'],
    });
    // At each commit: is the tab bar in the page yet? (Before, react-admin's i18n context rendered
    // nothing on the first pass, then the whole admin again as a blocking update.)
    const shellAtCommit: boolean[] = [];
    render(
      <Profiler
        id="admin"
        onRender={() => shellAtCommit.push(document.querySelector('[data-testid="tab-bar"]') !== null)}
      >
        <RouterProvider router={router} />
      </Profiler>,
    );
    await screen.findByText(/^total \d+ items$/, {}, { timeout: 30_000 });
    expect(shellAtCommit[0]).toBe(true);
    expect(JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null')).toBe('en-US');
  });

  it("never reads the page's width while rendering (react-admin's preferences inspector forced a layout)", async () => {
    await loginAs('admin');
    localStorage.setItem(MUST_HANDLE_STORAGE_KEY, dayKey(new Date()));
    let bodyWidthReads = 0;
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      if (this === document.body) bodyWidthReads += 1;
      return Number(clientWidth?.get?.call(this) ?? 0);
    });
    const i18nProvider = await createI18nProvider('en-US');
    const router = createMemoryRouter([{ path: '*', element: <AdminApp i18nProvider={i18nProvider} /> }], {
      initialEntries: ['/customer'],
    });
    render(<RouterProvider router={router} />);
    await screen.findByText(/^total \d+ items$/, {}, { timeout: 30_000 });
    expect(screen.getByRole('button', { name: /skip to content/i })).toBeInTheDocument();
    expect(bodyWidthReads).toBe(0);
  });

  it("puts the interface's locale in react-admin's store, also over one chosen before (e.g. on the login page)", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('zh-CN'));
    const store = adminStore(await createI18nProvider('en-US'));
    expect(store.getItem('locale')).toBe('en-US');
    expect(JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null')).toBe('en-US');
  });
});
