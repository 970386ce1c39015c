import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppLocale } from '../../../../i18n';
import { CDN_QUOTA, QUOTA_COLLECTION } from '../../../../src/mocks/bespoke/domains';
import { formatDate } from '../../../../src/mocks/seeding';
import { CacheDialog } from '../../../../src/features/domains/CacheDialog';
import { loginAs, setupDemoServer } from '../../../support/renderApp';
import { renderBlock } from '../../../support/renderBlock';
import { APP_WAIT } from '../../../support/timeouts';

// Issue 16 point 8: the CDN's "refresh cache" and "prefetch" dialog checks its lines with the API's
// rules (one http(s) URL of the CDN domain per line, directories end with "/", at most 100 URLs and
// 10 directories), shows today's quota left and the server's text when it refuses.

const { db } = setupDemoServer({ customerCount: 5 });
const DOMAIN = 'img.xique520.com';

const cdn = () => {
  const record = db.list('domain-qiniu').find((r) => r.domain === DOMAIN);
  if (!record) throw new Error('no CDN domain');
  return record;
};

async function open(mode: 'refresh' | 'prefetch', locale: AppLocale, onClose = vi.fn()) {
  await loginAs('admin');
  await renderBlock(<CacheDialog mode={mode} id={cdn().id} domain={DOMAIN} onClose={onClose} />, locale);
  const dialog = await screen.findByTestId(`cdn-${mode}-dialog`, {}, APP_WAIT);
  const lines = within(dialog).getByTestId(`cdn-${mode}-lines`);
  /** Types the lines, submits, and answers the message under the field. */
  const submit = async (text: string) => {
    fireEvent.change(lines, { target: { value: text } });
    fireEvent.click(within(dialog).getByTestId(`cdn-${mode}-dialog-submit`));
    await waitFor(() => expect(lines).toHaveAttribute('aria-invalid', 'true'));
    const described = lines.getAttribute('aria-describedby') ?? '';
    return document.getElementById(described)?.textContent;
  };
  return { dialog, lines, submit, onClose };
}

const urls = (n: number, dir = false) =>
  Array.from({ length: n }, (_, i) => `https://${DOMAIN}/p${i}${dir ? '/' : '.png'}`).join('\n');

const MESSAGES = {
  'en-US': {
    empty: 'Enter at least one URL',
    not_url: 'Line 2 is not an http(s) URL',
    other_domain: `Line 3 is not on ${DOMAIN}`,
    too_many_urls: 'At most 100 URLs per request',
    too_many_dirs: 'At most 10 directories per request',
    dir_not_allowed: 'Line 1 is a directory: prefetch takes files only',
    quota: `Left today: ${CDN_QUOTA.refresh_url} of ${CDN_QUOTA.refresh_url} URLs, ${CDN_QUOTA.refresh_dir} of ${CDN_QUOTA.refresh_dir} directories`,
  },
  'zh-CN': {
    empty: '请至少填写一个 URL',
    not_url: '第 2 行不是 http(s) 链接',
    other_domain: `第 3 行不属于域名 ${DOMAIN}`,
    too_many_urls: '每次最多提交 100 个 URL',
    too_many_dirs: '每次最多提交 10 个目录',
    dir_not_allowed: '第 1 行是目录，预取只支持文件',
    quota: `今日剩余：URL ${CDN_QUOTA.refresh_url}/${CDN_QUOTA.refresh_url} 个，目录 ${CDN_QUOTA.refresh_dir}/${CDN_QUOTA.refresh_dir} 个`,
  },
} as const;

describe('CDN cache dialog (issue 16 point 8)', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`says what is wrong with the lines, in ${locale}`, async () => {
      const m = MESSAGES[locale];
      const refresh = await open('refresh', locale);
      expect(await within(refresh.dialog).findByTestId('cdn-quota', {}, APP_WAIT)).toHaveTextContent(m.quota);
      expect(await refresh.submit('  \n ')).toBe(m.empty);
      expect(await refresh.submit(`https://${DOMAIN}/a.png\nftp://${DOMAIN}/b.png`)).toBe(m.not_url);
      expect(await refresh.submit(`https://${DOMAIN}/a.png\n\nhttps://video.xique520.com/b.png`)).toBe(
        m.other_domain,
      );
      expect(await refresh.submit(urls(101))).toBe(m.too_many_urls);
      expect(await refresh.submit(urls(11, true))).toBe(m.too_many_dirs);
      // Nothing was sent: the quota is whole.
      expect(db.list(QUOTA_COLLECTION).every((r) => r.refresh_url === 0)).toBe(true);
      expect(refresh.onClose).not.toHaveBeenCalled();
    });

    it(`a prefetch takes files only, in ${locale}`, async () => {
      const prefetch = await open('prefetch', locale);
      expect(await prefetch.submit(`https://${DOMAIN}/avatar/`)).toBe(MESSAGES[locale].dir_not_allowed);
    });
  }

  it('sends the files and directories, repeats dropped; the quota left goes down', async () => {
    const refresh = await open('refresh', 'en-US');
    fireEvent.change(refresh.lines, {
      target: { value: `https://${DOMAIN}/a.png\nhttps://${DOMAIN}/a.png\n\nhttps://${DOMAIN}/avatar/` },
    });
    fireEvent.click(within(refresh.dialog).getByTestId('cdn-refresh-dialog-submit'));
    await waitFor(() => expect(refresh.onClose).toHaveBeenCalled(), APP_WAIT);
    const used = db.list(QUOTA_COLLECTION).find((r) => r.day === formatDate(new Date()));
    expect(used).toMatchObject({ refresh_url: 1, refresh_dir: 1 });
  });

  it('shows the server’s text when it refuses (quota used up) and keeps the lines', async () => {
    const day = formatDate(new Date());
    const used = db.list(QUOTA_COLLECTION).find((r) => r.day === day);
    const spent = { day, refresh_url: CDN_QUOTA.refresh_url - 1, refresh_dir: 0, prefetch_url: 0 };
    if (used) db.replace(QUOTA_COLLECTION, { ...used, ...spent });
    else db.create(QUOTA_COLLECTION, spent);
    const refresh = await open('refresh', 'en-US');
    expect(await within(refresh.dialog).findByTestId('cdn-quota', {}, APP_WAIT)).toHaveTextContent(
      `Left today: 1 of ${CDN_QUOTA.refresh_url} URLs`,
    );
    fireEvent.change(refresh.lines, { target: { value: urls(2) } });
    fireEvent.click(within(refresh.dialog).getByTestId('cdn-refresh-dialog-submit'));
    expect(
      await within(refresh.dialog).findByText('Not enough quota left today: 1 remaining', {}, APP_WAIT),
    ).toBeInTheDocument();
    expect(refresh.lines).toHaveValue(urls(2));
    expect(refresh.onClose).not.toHaveBeenCalled();
  });
});
