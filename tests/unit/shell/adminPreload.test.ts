import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IndexHtmlTransformResult, Plugin, Rollup } from 'vite';
import { adminPreload, preloadScript } from '../../../deploy/adminPreload.mjs';

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
    getFileName: () => 'assets/adminPreload-abc.js',
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

describe("the admin's chunks, preloaded from index.html when signed in (issue 8)", () => {
  const run = (source: string) => new Function(source)() as unknown;

  it('adds a modulepreload link per chunk when a token is stored', () => {
    localStorage.setItem('Temporary-Token', 'Bearer t');
    run(
      preloadScript(
        '/blind/admin-view/',
        ['assets/App-1.js', 'assets/ra-2.js'],
        ['Access-Token', 'Temporary-Token'],
      ),
    );
    expect(links()).toEqual(['/blind/admin-view/assets/App-1.js', '/blind/admin-view/assets/ra-2.js']);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
  });

  it('does nothing signed out: the login page loads no admin chunk', () => {
    run(preloadScript('/blind/admin-view/', ['assets/App-1.js'], ['Access-Token', 'Temporary-Token']));
    expect(links()).toEqual([]);
  });

  it("lists the boot modules' chunks and their static imports, not what the entry already loads", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/react.js'], true),
      'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js']),
      'assets/App.js': chunk('assets/App.js', ['/app/src/app/App.tsx'], ['assets/react.js', 'assets/ra.js']),
      'assets/ra.js': chunk('assets/ra.js', ['/app/node_modules/ra-core/index.js'], ['assets/lodash.js']),
      'assets/lodash.js': chunk('assets/lodash.js', ['/app/node_modules/lodash/get.js']),
      'assets/messages.js': chunk('assets/messages.js', ['/app/i18n/adminMessages.ts', '/app/i18n/other.ts']),
      'assets/LoginScreen.js': chunk('assets/LoginScreen.js', ['/app/src/app/LoginScreen.tsx']),
    } as Rollup.OutputBundle;
    const plugin = adminPreload({
      modules: ['src/app/App.tsx', 'i18n/adminMessages.ts'],
      tokenKeys: ['Access-Token'],
    });
    const { source, tags } = build(plugin, bundle);
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
        tag: 'script',
        attrs: {
          type: 'module',
          async: true,
          crossorigin: true,
          src: '/blind/admin-view/assets/adminPreload-abc.js',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when no chunk holds a boot module (a renamed file)', () => {
    const plugin = adminPreload({ modules: ['src/app/Gone.tsx'], tokenKeys: ['Access-Token'] });
    const bundle = { 'assets/index.js': chunk('assets/index.js', ['/app/src/main.tsx'], [], true) };
    expect(() => build(plugin, bundle as Rollup.OutputBundle)).toThrow(
      'adminPreload: no chunk holds src/app/Gone.tsx',
    );
  });
});
