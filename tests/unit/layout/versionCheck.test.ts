import { describe, expect, it, vi } from 'vitest';
import {
  BUILD_VERSION,
  createVersionChecker,
  readVersion,
  VERSION_CHECK_INTERVAL_MS,
  versionUrl,
} from '../../../src/layout/version/versionCheck';
import version from '../../../i18n/features/version';

describe('[S02] version check', () => {
  it('fetches <base>version.json?t=<timestamp>', async () => {
    const fetcher = vi.fn(async (_url: string) => ({ version: 'v1' }));
    const check = createVersionChecker({
      current: 'v1',
      base: '/blind/admin-view/',
      fetcher,
      now: () => 1234,
    });
    await check();
    expect(fetcher).toHaveBeenCalledWith('/blind/admin-view/version.json?t=1234');
    expect(versionUrl('/base', 5)).toBe('/base/version.json?t=5');
  });

  it('compares with the version the bundle was built with', () => {
    expect(BUILD_VERSION).toBe('test'); // vitest.config defines __APP_VERSION__
  });

  it('reports a different version, and nothing for the same one', async () => {
    let served = 'v1';
    let time = 0;
    const check = createVersionChecker({
      current: 'v1',
      fetcher: async () => ({ version: served }),
      now: () => time,
    });
    expect(await check()).toBeUndefined();
    served = 'v2';
    time += VERSION_CHECK_INTERVAL_MS;
    expect(await check()).toBe('v2');
  });

  it('fetches at most once per 60 s', async () => {
    let time = 1_000_000;
    const fetcher = vi.fn(async () => ({ version: 'v2' }));
    const check = createVersionChecker({ current: 'v1', fetcher, now: () => time });
    expect(await check()).toBe('v2');
    time += 59_999;
    expect(await check()).toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(1);
    time += 1;
    expect(await check()).toBe('v2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('is silent on fetch errors and unreadable files', async () => {
    let time = 0;
    const failing = createVersionChecker({
      current: 'v1',
      fetcher: () => Promise.reject(new Error('offline')),
      now: () => (time += VERSION_CHECK_INTERVAL_MS),
    });
    await expect(failing()).resolves.toBeUndefined();
    expect(readVersion({})).toBeUndefined();
    expect(readVersion({ version: ' ' })).toBeUndefined();
    expect(readVersion('v2')).toBeUndefined();
    expect(readVersion({ version: 'v2' })).toBe('v2');
  });

  it('[E12] the prompt reads "检测到新版本，请点击确认刷新页面"', () => {
    expect(version['zh-CN'].prompt).toBe('检测到新版本，请点击确认刷新页面');
    expect(version['en-US'].prompt).toBe(
      'A new version is available, please click confirm to refresh the page',
    );
  });
});
