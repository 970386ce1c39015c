import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PERSISTENCE_EVENT } from '../../../dataProvider/methods';
import { loginAs, renderApp, setupDemoServer } from '../../support/renderApp';

setupDemoServer({ customerCount: 10 });
vi.setConfig({ testTimeout: 60_000 });

describe('demo data in memory', () => {
  it('a banner says the demo data is not saved, and why, once the demo store falls back to memory', async () => {
    await loginAs('admin');
    await renderApp('/');
    await screen.findByTestId('side-menu', {}, { timeout: 20_000 });
    // Memory chosen on purpose (the tests' store): nothing to say.
    expect(screen.queryByTestId('demo-memory-banner')).toBeNull();

    const detail = { mode: 'memory', reason: 'quota', detail: 'QuotaExceededError: full' };
    act(() => {
      window.dispatchEvent(new CustomEvent(DEMO_PERSISTENCE_EVENT, { detail }));
    });
    const banner = await screen.findByTestId('demo-memory-banner');
    expect(banner).toHaveTextContent(
      'The demo data is not saved: it lives in this page only and is lost on reload. The browser storage is full.',
    );
    expect(banner).toHaveAttribute('title', 'QuotaExceededError: full');
  });
});
