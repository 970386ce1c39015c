import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_IP } from '../../../../src/mocks/data/domains';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { ask, confirm, rowOf, SLOW, T, withActionLists } from '../../../support/domains';

// Issue 16 point 8: the site domains' resolution check and HTTPS certificate, the DNS records on and
// off, and the hint above the DNS records when a CDN domain lacks its CNAME record.

const { server, db } = setupDemoServer({ customerCount: 5 });
describe('site domains (issue 16 point 8)', () => {
  it(
    'checks the resolution: to this site, or elsewhere with what it points to and what it should',
    async () => {
      await loginAs('admin');
      await renderApp('/domain');
      fireEvent.click(
        within(await rowOf('api.xique520.com')).getByRole('button', { name: 'Check resolution' }),
      );
      let dialog = await screen.findByTestId('domain-resolution-dialog', {}, T);
      expect(within(dialog).getByText('Resolution of api.xique520.com')).toBeInTheDocument();
      expect(await within(dialog).findByTestId('resolution-verdict', {}, T)).toHaveTextContent(
        'Resolves to this site.',
      );
      const [record, target] = within(dialog).getAllByTestId('resolution-record');
      expect(record).toHaveTextContent(`A${SITE_IP}`);
      // The record that is the expected one is ticked.
      expect(within(record).getByTitle('Resolves to this site.')).toBeInTheDocument();
      expect(target).toHaveTextContent(`A${SITE_IP}`);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByTestId('domain-resolution-dialog')).toBeNull());

      fireEvent.click(
        within(await rowOf('yuelaolaile.com')).getByRole('button', { name: 'Check resolution' }),
      );
      dialog = await screen.findByTestId('domain-resolution-dialog', {}, T);
      expect(await within(dialog).findByTestId('resolution-verdict', {}, T)).toHaveTextContent(
        'Resolves, but not to this site.',
      );
      const [found, expected] = within(dialog).getAllByTestId('resolution-record');
      expect(found).toHaveTextContent('A120.55.31.208');
      expect(expected).toHaveTextContent(`A${SITE_IP}`);
    },
    SLOW,
  );

  it(
    'renews an expiring certificate (confirmed): issuing, then issued a moment later',
    async () => {
      await loginAs('admin');
      await renderApp('/domain');
      const row = await rowOf('api.xique520.com');
      expect(within(row).getByTestId('domain-cert')).toHaveTextContent(/^Expires in \d+ days$/);
      await confirm(
        within(row).getByRole('button', { name: 'Renew certificate' }),
        'Renew the HTTPS certificate of api.xique520.com? The current one stays in use until the new one is issued.',
        'Renew certificate',
      );
      expect(
        await screen.findByText('Certificate being issued for api.xique520.com', {}, T),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(row).getByTestId('domain-cert')).toHaveTextContent('Issuing'), T);
      expect(await screen.findByText('Certificate issued for api.xique520.com', {}, T)).toBeInTheDocument();
      await waitFor(
        () => expect(within(row).getByTestId('domain-cert')).toHaveTextContent(/^Valid\d{4}-\d{2}-\d{2}$/),
        T,
      );
      expect(db.list('domain').find((d) => d.domain === 'api.xique520.com')?.cert_status).toBe('issued');
    },
    SLOW,
  );

  it(
    '[E04] applies for a certificate (confirmed); the server’s refusal is shown with its text, the confirmation stays open',
    async () => {
      await loginAs('admin');
      await renderApp('/domain');
      const row = await rowOf('api.jiayuanhongniang.cn');
      expect(within(row).getByTestId('domain-cert')).toHaveTextContent('None');
      // Its DNS record is paused: the authority cannot check the domain.
      const dialog = await ask(
        within(row).getByRole('button', { name: 'Apply for certificate' }),
        'Apply for an HTTPS certificate for api.jiayuanhongniang.cn? It is issued in a few minutes if the domain resolves to this site.',
        'Apply for certificate',
      );
      expect(
        await screen.findByText(
          /api\.jiayuanhongniang\.cn does not resolve to this site: no certificate can be issued/,
          {},
          T,
        ),
      ).toBeInTheDocument();
      expect(within(row).getByTestId('domain-cert')).toHaveTextContent('None');
      // Another try stays possible; cancelling closes it.
      expect(within(dialog).getByRole('button', { name: 'Apply for certificate' })).toBeEnabled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    },
    SLOW,
  );

  it(
    'pauses and enables a DNS record, each confirmed; the status chip follows',
    async () => {
      await loginAs('admin');
      await renderApp('/domain-dns');
      const row = await rowOf('admin');
      await confirm(
        within(row).getByRole('button', { name: 'Pause' }),
        `Pause the record admin (A ${SITE_IP})? The name stops resolving within its TTL (600 s).`,
        'Pause',
      );
      expect(await screen.findByText('DNS record paused', {}, T)).toBeInTheDocument();
      await waitFor(() => expect(within(row).getByText('Paused')).toBeInTheDocument(), T);
      await confirm(
        await within(row).findByRole('button', { name: 'Enable' }, T),
        `Enable the record admin (A ${SITE_IP})? It resolves again within its TTL.`,
        'Enable',
      );
      expect(await screen.findByText('DNS record enabled', {}, T)).toBeInTheDocument();
      await waitFor(() => expect(within(row).getByText('Enabled')).toBeInTheDocument(), T);
    },
    SLOW,
  );

  it(
    'hints at the CDN domains whose CNAME record is missing and adds one from there',
    async () => {
      await loginAs('admin');
      await renderApp('/domain-dns');
      const hint = await screen.findByTestId('dns-cname-hint', {}, T);
      expect(hint).toHaveTextContent('4 CDN domains lack their CNAME record');
      fireEvent.click(hint);
      const dialog = await screen.findByTestId('dns-cname-hint-dialog', {}, T);
      const items = within(dialog).getAllByTestId('dns-cname-missing');
      expect(items.map((i) => i.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
        'static.xique520.com',
        'media.xique520.com',
        'static.jiayuanhongniang.cn',
        'cdn.jiayuanhongniang.cn',
      ]);
      expect(items[3]).toHaveTextContent(
        'jiayuanhongniang.cn · cdn CNAME cdn-jiayuanhongniang-cn.qiniudns.com',
      );
      fireEvent.click(within(items[3]).getByRole('button', { name: 'Add CNAME record' }));
      const question = await screen.findByText(
        'Add the DNS record cdn CNAME cdn-jiayuanhongniang-cn.qiniudns.com to jiayuanhongniang.cn? cdn.jiayuanhongniang.cn then reaches the CDN.',
        {},
        T,
      );
      const confirmation = question.closest('[role="dialog"]') as HTMLElement;
      fireEvent.click(within(confirmation).getByRole('button', { name: 'Add CNAME record' }));
      expect(
        await screen.findByText('CNAME record added for cdn.jiayuanhongniang.cn', {}, T),
      ).toBeInTheDocument();
      await waitFor(() => expect(hint).toHaveTextContent('3 CDN domains lack their CNAME record'), T);
    },
    SLOW,
  );

  it(
    'without the actions on setting.domain and setting.domain_dns: no check, certificate, pause or enable',
    async () => {
      await loginAs('admin');
      withActionLists(server, db, [
        { permissionId: 'setting.domain', actionList: ['query'] },
        { permissionId: 'setting.domain_dns', actionList: ['query', 'get', 'edit'] },
      ]);
      const domains = await renderApp('/domain');
      await rowOf('api.xique520.com');
      expect(screen.queryAllByTestId('domain-check')).toHaveLength(0);
      expect(screen.queryAllByTestId('domain-certificate')).toHaveLength(0);
      domains.unmount();
      await renderApp('/domain-dns');
      await rowOf('admin');
      expect(screen.queryAllByTestId('dns-disable')).toHaveLength(0);
      expect(screen.queryAllByTestId('dns-enable')).toHaveLength(0);
    },
    SLOW,
  );
});
