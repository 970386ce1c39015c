import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CDN_QUOTA } from '../../../../src/mocks/bespoke/domains';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { confirm, rowOf, SLOW, T, withActionLists } from '../../../support/domains';

// Issue 16 point 8: the CDN domains' actions on their generated list — offline / online (confirmed),
// retry and status refresh, cache refresh with today's quota, copy and add the CNAME record — and
// none of them without the permission's actions.

const { server, db } = setupDemoServer({ customerCount: 5 });
/** Clicks a row action, checks the confirmation's question, confirms with the button named `name`. */
const confirmStep = (row: HTMLElement, testId: string, question: string, name: string) =>
  confirm(within(row).getByTestId(testId), question, name);

const statusOf = (domain: string) => db.list('domain-qiniu').find((r) => r.domain === domain)?.status;

describe('CDN domain actions (issue 16 point 8)', () => {
  it(
    'takes an active domain offline and online again, each confirmed, the status chip following',
    async () => {
      await loginAs('admin');
      await renderApp('/domain-qiniu');
      let row = await rowOf('video.xique520.com');
      await confirmStep(
        row,
        'cdn-offline',
        'Take video.xique520.com offline? Files on it stop loading until it is put online again.',
        'Take offline',
      );
      expect(await screen.findByText('video.xique520.com is offline', {}, T)).toBeInTheDocument();
      expect(statusOf('video.xique520.com')).toBe(3);
      row = await rowOf('video.xique520.com');
      await waitFor(() => expect(within(row).getByText('Offline')).toBeInTheDocument(), T);
      await confirmStep(row, 'cdn-online', 'Put video.xique520.com online again?', 'Put online');
      expect(await screen.findByText('video.xique520.com is online', {}, T)).toBeInTheDocument();
      await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument(), T);
      expect(statusOf('video.xique520.com')).toBe(1);
    },
    SLOW,
  );

  it(
    'retries a failed domain (confirmed), then refreshes its status while it is configured',
    async () => {
      await loginAs('admin');
      await renderApp('/domain-qiniu');
      const row = await rowOf('media.xique520.com');
      await confirmStep(
        row,
        'cdn-retry',
        'Configure media.xique520.com again? It takes a few minutes.',
        'Retry',
      );
      expect(
        await screen.findByText('media.xique520.com is being configured again', {}, T),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(row).getByText('Configuring')).toBeInTheDocument(), T);
      // Asking for the status changes nothing by itself: no confirmation.
      fireEvent.click(await within(row).findByRole('button', { name: 'Refresh status' }, T));
      expect(await screen.findByText('media.xique520.com is active', {}, T)).toBeInTheDocument();
      await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument(), T);
      expect(statusOf('media.xique520.com')).toBe(1);
    },
    SLOW,
  );

  it(
    'refreshes the cache through its dialog: the toolbar shows the quota left going down',
    async () => {
      await loginAs('admin');
      await renderApp('/domain-qiniu');
      const quota = await screen.findByTestId('cdn-quota-toolbar', {}, T);
      expect(quota).toHaveTextContent(
        `Quota left today: refresh ${CDN_QUOTA.refresh_url} URLs · ${CDN_QUOTA.refresh_dir} directories · prefetch ${CDN_QUOTA.prefetch_url} URLs`,
      );
      const row = await rowOf('img.xique520.com');
      fireEvent.click(within(row).getByRole('button', { name: 'Refresh cache' }));
      const dialog = await screen.findByTestId('cdn-refresh-dialog', {}, T);
      expect(within(dialog).getByText('Refresh the cache of img.xique520.com')).toBeInTheDocument();
      fireEvent.change(within(dialog).getByTestId('cdn-refresh-lines'), {
        target: {
          value:
            'https://img.xique520.com/a.png\nhttps://img.xique520.com/b.png\nhttps://img.xique520.com/avatar/',
        },
      });
      fireEvent.click(within(dialog).getByTestId('cdn-refresh-dialog-submit'));
      expect(await screen.findByText('Cache refresh submitted', {}, T)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('cdn-refresh-dialog')).toBeNull(), T);
      expect(quota).toHaveTextContent(
        `refresh ${CDN_QUOTA.refresh_url - 2} URLs · ${CDN_QUOTA.refresh_dir - 1} directories`,
      );

      fireEvent.click(within(row).getByRole('button', { name: 'Prefetch' }));
      const prefetch = await screen.findByTestId('cdn-prefetch-dialog', {}, T);
      fireEvent.change(within(prefetch).getByTestId('cdn-prefetch-lines'), {
        target: { value: 'https://img.xique520.com/a.png' },
      });
      fireEvent.click(within(prefetch).getByTestId('cdn-prefetch-dialog-submit'));
      expect(await screen.findByText('Prefetch submitted', {}, T)).toBeInTheDocument();
      await waitFor(() => expect(quota).toHaveTextContent(`prefetch ${CDN_QUOTA.prefetch_url - 1} URLs`), T);
    },
    SLOW,
  );

  it(
    'copies a CNAME, and adds the missing CNAME record of a domain in its root domain (confirmed)',
    async () => {
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await loginAs('admin');
      await renderApp('/domain-qiniu');
      const img = await rowOf('img.xique520.com');
      await waitFor(() => expect(within(img).getByTestId('cdn-cname')).toHaveAttribute('data-state', 'ok'));
      expect(within(img).getByTitle('CNAME record in place')).toBeInTheDocument();
      fireEvent.click(within(img).getByRole('button', { name: 'Copy CNAME' }));
      expect(await screen.findByText('CNAME copied', {}, T)).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('img-xique520-com.qiniudns.com');

      // A root domain the site does not manage: no button, the reason in the icon's title.
      const foreign = await rowOf('static.xq-cdn.net');
      expect(
        within(foreign).getByTitle(
          'Root domain xq-cdn.net is not managed here: add the CNAME at its DNS provider',
        ),
      ).toBeInTheDocument();
      expect(within(foreign).queryByTestId('cdn-add-cname')).toBeNull();

      const row = await rowOf('static.xique520.com');
      expect(
        within(row).getByTitle('No CNAME record: the domain does not reach the CDN'),
      ).toBeInTheDocument();
      await confirmStep(
        row,
        'cdn-add-cname',
        'Add the DNS record static CNAME static-xique520-com.qiniudns.com to xique520.com? static.xique520.com then reaches the CDN.',
        'Add CNAME record',
      );
      expect(
        await screen.findByText('CNAME record added for static.xique520.com', {}, T),
      ).toBeInTheDocument();
      const root = db.list('domain').find((d) => d.domain === 'xique520.com');
      expect(db.list('domain-dns').filter((r) => r.domain_id === root?.id && r.host === 'static')).toEqual([
        expect.objectContaining({
          record_type: 'CNAME',
          value: 'static-xique520-com.qiniudns.com',
          status: 1,
        }),
      ]);
      await waitFor(() => expect(within(row).queryByTestId('cdn-add-cname')).toBeNull(), T);
      expect(within(row).getByTestId('cdn-cname')).toHaveAttribute('data-state', 'ok');
    },
    SLOW,
  );

  it(
    'without edit, enable and disable on setting.domain_qiniu: the list, the CNAME to copy, no action',
    async () => {
      await loginAs('admin');
      withActionLists(server, db, [{ permissionId: 'setting.domain_qiniu', actionList: ['query', 'get'] }]);
      await renderApp('/domain-qiniu');
      // A domain whose CNAME record is missing (another test added static.xique520.com's).
      const row = await rowOf('cdn.jiayuanhongniang.cn');
      await waitFor(() =>
        expect(within(row).getByTestId('cdn-cname')).toHaveAttribute('data-state', 'missing'),
      );
      expect(within(row).getByRole('button', { name: 'Copy CNAME' })).toBeInTheDocument();
      for (const testId of ['cdn-refresh', 'cdn-prefetch', 'cdn-add-cname', 'cdn-sync', 'cdn-offline'])
        expect(screen.queryAllByTestId(testId)).toHaveLength(0);
      expect(screen.queryByTestId('cdn-quota-toolbar')).toBeNull();
    },
    SLOW,
  );

  it(
    'speaks Chinese: the offline confirmation and its message',
    async () => {
      await loginAs('admin');
      await renderApp('/domain-qiniu', undefined, undefined, 'zh-CN');
      const row = await rowOf('img.jiayuanhongniang.cn');
      await confirmStep(
        row,
        'cdn-offline',
        '确定下线 img.jiayuanhongniang.cn 吗？重新上线前，该域名上的文件将无法访问。',
        '下线',
      );
      expect(await screen.findByText('img.jiayuanhongniang.cn 已下线', {}, T)).toBeInTheDocument();
      await waitFor(() => expect(within(row).getByText('已下线')).toBeInTheDocument(), T);
    },
    SLOW,
  );
});
