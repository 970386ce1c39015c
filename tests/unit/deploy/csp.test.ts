import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_HASH } from '../../../deploy/bootShell.mjs';
import { contentSecurityPolicy, cspDirectives, cspMeta } from '../../../deploy/csp.mjs';
import { fillTemplate, renderSite } from '../../../deploy/render.mjs';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('Content-Security-Policy (deploy/csp.mjs)', () => {
  it("the demo build: its own origin only, the msw service worker, no inline script but index.html's boot script (by its hash), no eval", () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe(`'self' ${BOOT_SCRIPT_HASH}`);
    expect(directive(policy, 'connect-src')).toBe("'self'");
    expect(directive(policy, 'worker-src')).toBe("'self'");
    expect(directive(policy, 'style-src')).toBe("'self' 'unsafe-inline'");
    expect(directive(policy, 'img-src')).toBe("'self' data: https: http:");
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(policy).not.toContain('unsafe-eval');
    // Browsers ignore frame-ancestors in a <meta>: only the header has it.
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
  });

  it('an API build: the API origin and its WebSocket form (the /im/ live socket), same-origin workers only (the import parser)', () => {
    expect(
      directive(contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com/v1/' }), 'connect-src'),
    ).toBe("'self' https://api.example.com wss://api.example.com");
    expect(directive(contentSecurityPolicy({ apiBaseUrl: 'http://127.0.0.1:8787' }), 'connect-src')).toBe(
      "'self' http://127.0.0.1:8787 ws://127.0.0.1:8787",
    );
    expect(directive(contentSecurityPolicy({ apiBaseUrl: 'http://127.0.0.1:8787' }), 'worker-src')).toBe(
      "'self'",
    );
    // The recharge posts its ticket to the API's payment page (issue 42).
    expect(directive(contentSecurityPolicy({ apiBaseUrl: 'http://127.0.0.1:8787' }), 'form-action')).toBe(
      "'self' http://127.0.0.1:8787",
    );
    expect(directive(contentSecurityPolicy(), 'form-action')).toBe("'self'");
  });

  it('the header adds frame-ancestors and is the same policy otherwise', () => {
    const header = cspDirectives({ header: true });
    expect(header.at(-1)).toEqual(['frame-ancestors', ["'none'"]]);
    expect(header.slice(0, -1)).toEqual(cspDirectives());
  });

  it('the Vite plugin writes the build’s policy as the first <meta> of index.html', () => {
    const plugin = cspMeta('http://127.0.0.1:8787');
    expect(plugin.apply).toBe('build');
    const hook = plugin.transformIndexHtml;
    expect(typeof hook).toBe('function');
    const tags = typeof hook === 'function' ? hook.call({} as never, '', {} as never) : undefined;
    expect(tags).toEqual([
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy({ apiBaseUrl: 'http://127.0.0.1:8787' }),
        },
        injectTo: 'head-prepend',
      },
    ]);
  });
});

describe('deploy/nginx.conf security headers', () => {
  it('sends the policy, nosniff and the referrer policy on every answer', async () => {
    const site = await renderSite({ appRoot: '/var/www/blind-admin', apiUpstream: '127.0.0.1:8787' });
    expect(site).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy({ header: true })}" always;`,
    );
    expect(site).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(site).toContain('add_header Referrer-Policy "strict-origin-when-cross-origin" always;');
  });

  it('takes a quoted value with spaces and semicolons, and refuses one that leaves its quotes', () => {
    expect(fillTemplate('add_header X "${V}";', { V: "a 'b'; c" })).toBe(`add_header X "a 'b'; c";`);
    expect(() => fillTemplate('add_header X "${V}";', { V: 'a" always; include /etc/passwd; "' })).toThrow(
      'cannot be quoted',
    );
    expect(() => fillTemplate('add_header X "${V}";', { V: 'a $host' })).toThrow('cannot be quoted');
    expect(() => fillTemplate('root ${V};', { V: 'a b' })).toThrow('is not a single word');
  });
});
