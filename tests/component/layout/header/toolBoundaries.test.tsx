import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../../dataProvider/tokens';
import { features } from '../../../../src/app/features';
import { defineFeature } from '../../../../src/platform/pages';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_TEST_MS, APP_WAIT } from '../../../support/timeouts';

// Issue 40 point 8: each header tool, account menu item and overlay has its own error boundary, so
// one that crashes no longer takes out the logout, the call popup or the live socket; and a live
// socket whose address the page's security policy refuses says so once instead of retrying silently.

setupDemoServer();

/** A WebSocket stand-in: records the addresses the app opens; none opens unless told. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  fail() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function Broken(): never {
  throw new Error('this tool is broken');
}

const brokenFeature = defineFeature({
  name: 'broken',
  slots: {
    headerTools: [{ id: 'broken-tool', component: Broken, order: 20 }],
    accountMenu: [{ id: 'broken-item', component: Broken, order: 20 }],
    overlays: [{ id: 'broken-overlay', component: Broken, order: 0 }],
  },
});

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  // React and the boundaries log the thrown errors: expected here.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('header tools fail one by one (issue 40)', () => {
  it(
    '[E15] a crashing tool, menu item and overlay leave the other tools, the live socket and logout working',
    async () => {
      await loginAs('admin');
      await renderApp('/store', undefined, [...features, brokenFeature]);
      // The broken tool is a small icon saying so; the other tools are all there.
      const failed = await screen.findByRole(
        'button',
        { name: 'This tool failed. Click to try again.' },
        APP_WAIT,
      );
      expect(failed).toHaveAttribute('data-testid', 'section-failed-broken-tool');
      expect(screen.getByRole('button', { name: 'messages' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'user number / phone number' })).toBeVisible();
      expect(screen.queryByTestId('section-failed-header')).toBeNull();
      // The live connection (an overlay next to the broken one) still opens its socket.
      await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0), APP_WAIT);
      expect(FakeSocket.instances[0].url).toMatch(/\/im\/[^/]+$/);
      const logged = consoleError.mock.calls.map((args) => String(args[0]));
      expect(logged).toContain('section "broken-tool" failed:');
      expect(logged).toContain('section "broken-overlay" failed:');

      // The account menu has its other items, and logging out still works.
      fireEvent.click(screen.getByRole('button', { name: 'account' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByTestId('menu-my-account')).toBeInTheDocument();
      fireEvent.click(within(menu).getByTestId('menu-logout'));
      expect(await screen.findByText('are you sure to log out?')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull(), APP_WAIT);
    },
    APP_TEST_MS,
  );

  it(
    "says once, in the user's language, that the security policy refuses the live socket's address",
    async () => {
      await loginAs('admin');
      await renderApp('/store', undefined, undefined, 'zh-CN');
      await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0), APP_WAIT);
      const socket = FakeSocket.instances[0];
      const host = new URL(socket.url).host;
      // What the browser does when connect-src does not name the socket's origin.
      const violation = Object.assign(new Event('securitypolicyviolation'), {
        blockedURI: socket.url,
        effectiveDirective: 'connect-src',
      });
      document.dispatchEvent(violation);
      socket.fail();
      document.dispatchEvent(violation);
      const notice = await screen.findByText(
        `实时通知已关闭：本页面的安全策略不允许连接 ${host}。新消息改为每分钟检查一次；请联系管理员允许该地址。`,
        {},
        APP_WAIT,
      );
      expect(notice).toBeVisible();
      expect(screen.getAllByText(/实时通知已关闭/)).toHaveLength(1);
      expect(FakeSocket.instances).toHaveLength(1);
    },
    APP_TEST_MS,
  );
});
