import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18n';
import { OfflineBanner } from '../../../src/layout/OfflineBanner';

afterEach(() => vi.restoreAllMocks());

describe('offline banner (issue 9)', () => {
  it.each([
    ['en-US', 'You are offline. What you type is kept; saving works again once the connection is back.'],
    ['zh-CN', '当前处于离线状态。已输入的内容会保留，网络恢复后即可保存。'],
  ] as const)('%s: shows while the browser is offline and goes when it is back', async (locale, text) => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <AdminContext i18nProvider={await createI18nProvider(locale)}>
        <OfflineBanner />
      </AdminContext>,
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(text)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
