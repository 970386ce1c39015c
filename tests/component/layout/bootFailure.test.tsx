import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../i18n/locale';
import { BootFailure, showBootFailure } from '../../../src/app/bootFailure';
import { DEMO_IDB_DATABASE } from '../../../src/mocks/dbStorage';

/** Creates the demo's IndexedDB database, as a started demo API would. */
function createDemoDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DEMO_IDB_DATABASE);
    request.onupgradeneeded = () => request.result.createObjectStore('state');
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

afterEach(() => {
  applyLocale('en-US');
  localStorage.clear();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('boot failure screen', () => {
  it('replaces the "…" placeholder of #root with the reason, Reload and Reset demo data (zh-CN)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    applyLocale('zh-CN');
    document.body.innerHTML = '<div id="root"><div id="boot" aria-busy="true">…</div></div>';
    const error = new Error('demo API: the service worker could not be registered: refused');
    act(() => showBootFailure(error));
    const screenBox = await screen.findByTestId('boot-failure');
    expect(document.getElementById('boot')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('系统启动失败');
    expect(screenBox).toHaveTextContent('启动时出现问题。请重新加载页面；若仍然失败，请重置演示数据。');
    expect(screenBox).toHaveTextContent(error.message);
    expect(screen.getByRole('button', { name: '重新加载' })).toBeVisible();
    expect(screen.getByRole('button', { name: '重置演示数据' })).toBeVisible();
    expect(console.error).toHaveBeenCalledWith('the app could not start:', error);
  });

  it('"Reset demo data" deletes the demo database and the demo keys only, then reloads', async () => {
    await createDemoDatabase();
    localStorage.setItem('blind.demo.fault', '{"kind":"500"}');
    localStorage.setItem('blind.demo.latency', '0');
    localStorage.setItem('blind.locale', 'en-US');
    const reload = vi.fn();
    render(<BootFailure error={new Error('boom')} demo reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(DEMO_IDB_DATABASE);
    expect(localStorage.getItem('blind.demo.fault')).toBeNull();
    expect(localStorage.getItem('blind.demo.latency')).toBeNull();
    expect(localStorage.getItem('blind.locale')).toBe('en-US');
  });

  it('the API build offers Reload only, which reloads', () => {
    const reload = vi.fn();
    render(<BootFailure error={new Error('boom')} demo={false} reload={reload} />);
    expect(screen.getByTestId('boot-failure')).toHaveTextContent(
      'Something went wrong while starting. Please reload the page.',
    );
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
