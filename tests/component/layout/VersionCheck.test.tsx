import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18n';
import { VersionCheck } from '../../../src/layout/version/VersionCheck';

async function renderCheck(locale: 'en-US' | 'zh-CN', check: () => Promise<string | undefined>) {
  const reload = vi.fn();
  const i18nProvider = await createI18nProvider(locale);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <VersionCheck check={check} reload={reload} />
    </AdminContext>,
  );
  return reload;
}

describe('[S02] version check dialog', () => {
  it('[E12] a new version asks "检测到新版本，请点击确认刷新页面" and confirm reloads', async () => {
    const reload = await renderCheck('zh-CN', async () => 'v2');
    expect(await screen.findByText('检测到新版本，请点击确认刷新页面')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确认/ }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('[E12] in English: "A new version is available, please click confirm to refresh the page"; later closes', async () => {
    const reload = await renderCheck('en-US', async () => 'v2');
    expect(
      await screen.findByText('A new version is available, please click confirm to refresh the page'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Later/ }));
    await waitFor(() => expect(screen.queryByText(/A new version/)).toBeNull());
    expect(reload).not.toHaveBeenCalled();
  });

  it('says nothing when the version is the same', async () => {
    const check = vi.fn(async () => undefined);
    await renderCheck('en-US', check);
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
