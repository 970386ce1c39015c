import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexHtmlTransformResult, Plugin, Rollup } from 'vite';
import { bootPreload, preloadScript } from '../../../deploy/bootPreload.mjs';

type Handler = (...args: never[]) => unknown;
/** A plugin hook's function, whether the hook is given as a function or as `{ handler }`. */
function handlerOf(hook: unknown): Handler {
  if (typeof hook === 'function') return hook as Handler;
  if (hook && typeof hook === 'object' && 'handler' in hook && typeof hook.handler === 'function')
    return hook.handler as Handler;
  throw new Error('no such hook');
}

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, moduleIds, imports, isEntry } as unknown as Rollup.OutputChunk;
}

/** Runs the plugin's build hooks over a bundle; gives the emitted script and the HTML tags. */
function build(plugin: Plugin, bundle: Rollup.OutputBundle) {
  let source = '';
  const context = {
    emitFile: vi.fn((file: { source: string }) => {
      source = file.source;
      return 'ref';
    }),
    getFileName: () => 'assets/bootPreload-abc.js',
    error: (message: string) => {
      throw new Error(message);
    },
  };
  handlerOf(plugin.configResolved).call(
    undefined,
    ...([{ root: '/app', base: '/blind/admin-view/' }] as never[]),
  );
  handlerOf(plugin.generateBundle).call(context, ...([{}, bundle] as never[]));
  const tags = handlerOf(plugin.transformIndexHtml).call(undefined) as IndexHtmlTransformResult;
  return { source, tags };
}

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  localStorage.clear();
});

describe("the boot's chunks, preloaded from index.html: the admin's signed in, the login page's signed out (issue 8)", () => {
  const run = (source: string) => new Function(source)() as unknown;

  it('adds a modulepreload link per chunk when a token is stored', () => {
    localStorage.setItem('Temporary-Token', 'Bearer t');
    run(
      preloadScript(
        '/blind/admin-view/',
        { signedIn: ['assets/App-1.js', 'assets/ra-2.js'], signedOut: ['assets/login-3.js'] },
        ['Access-Token', 'Temporary-Token'],
      ),
    );
    expect(links()).toEqual(['/blind/admin-view/assets/App-1.js', '/blind/admin-view/assets/ra-2.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
  });

  it("signed out, preloads the login page's chunks and no admin chunk", () => {
    run(
      preloadScript(
        '/blind/admin-view/',
        { signedIn: ['assets/App-1.js'], signedOut: ['assets/login-3.js'] },
        ['Access-Token', 'Temporary-Token'],
      ),
    );
    expect(links()).toEqual(['/blind/admin-view/assets/login-3.js']);
  });

  it("lists the boot modules' chunks and their static imports, not what the entry already loads; index.html preloads what both boots need", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/react.js'], true),
      'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js']),
      'assets/App.js': chunk(
        'assets/App.js',
        ['/app/src/app/App.tsx'],
        ['assets/react.js', 'assets/ra.js', 'assets/form.js'],
      ),
      'assets/ra.js': chunk('assets/ra.js', ['/app/node_modules/ra-core/index.js'], ['assets/lodash.js']),
      'assets/lodash.js': chunk('assets/lodash.js', ['/app/node_modules/lodash/get.js']),
      'assets/messages.js': chunk('assets/messages.js', ['/app/i18n/adminMessages.ts', '/app/i18n/other.ts']),
      'assets/LoginScreen.js': chunk(
        'assets/LoginScreen.js',
        ['/app/src/app/LoginScreen.tsx'],
        ['assets/form.js'],
      ),
      'assets/form.js': chunk('assets/form.js', ['/app/src/features/account/LoginForm.tsx']),
    } as Rollup.OutputBundle;
    const plugin = bootPreload({
      signedIn: ['src/app/App.tsx', 'i18n/adminMessages.ts'],
      signedOut: ['src/app/LoginScreen.tsx'],
      tokenKeys: ['Access-Token'],
      apiBaseUrl: 'https://api.example.com/base',
    });
    const { source, tags } = build(plugin, bundle);
    run(source);
    expect(links()).toEqual(['/blind/admin-view/assets/LoginScreen.js']);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    localStorage.setItem('Access-Token', 'Bearer a');
    run(source);
    expect(links()).toEqual([
      '/blind/admin-view/assets/App.js',
      '/blind/admin-view/assets/ra.js',
      '/blind/admin-view/assets/lodash.js',
      '/blind/admin-view/assets/messages.js',
    ]);
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: true },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/blind/admin-view/assets/form.js' },
        injectTo: 'head',
      },
      {
        tag: 'script',
        attrs: {
          type: 'module',
          async: true,
          crossorigin: true,
          src: '/blind/admin-view/assets/bootPreload-abc.js',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when no chunk holds a boot module (a renamed file)', () => {
    const plugin = bootPreload({
      signedIn: ['src/app/App.tsx'],
      signedOut: ['src/app/Gone.tsx'],
      tokenKeys: ['Access-Token'],
    });
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx'], [], true),
      'assets/App.js': chunk('assets/App.js', ['/app/src/app/App.tsx']),
    };
    expect(() => build(plugin, bundle as Rollup.OutputBundle)).toThrow(
      'bootPreload: no chunk holds src/app/Gone.tsx',
    );
  });
});
