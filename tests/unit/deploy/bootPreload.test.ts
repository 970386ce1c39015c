import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformResult, Plugin, Rollup } from 'vite';
import { bootPreload } from '../../../deploy/bootPreload.mjs';
import { PRELOAD_META } from '../../../deploy/bootShell.mjs';

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

/** Runs the plugin's build hooks over a bundle; gives the HTML tags. */
function build(plugin: Plugin, bundle: Rollup.OutputBundle) {
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  handlerOf(plugin.configResolved).call(
    undefined,
    ...([{ root: '/app', base: '/blind/admin-view/' }] as never[]),
  );
  handlerOf(plugin.generateBundle).call(context, ...([{}, bundle] as never[]));
  return handlerOf(plugin.transformIndexHtml).call(undefined) as IndexHtmlTransformResult;
}

describe("the boot's chunks, preloaded from index.html: the admin's signed in, the login page's signed out (issue 8)", () => {
  it("lists each boot's chunks and their static imports for index.html's script, not what the entry already loads", () => {
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
      apiBaseUrl: 'https://api.example.com/base',
    });
    const tags = build(plugin, bundle);
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: true },
        injectTo: 'head',
      },
      {
        tag: 'meta',
        attrs: {
          name: PRELOAD_META,
          content: JSON.stringify({
            signedIn: [
              '/blind/admin-view/assets/messages.js',
              '/blind/admin-view/assets/App.js',
              '/blind/admin-view/assets/form.js',
              '/blind/admin-view/assets/ra.js',
              '/blind/admin-view/assets/lodash.js',
            ],
            signedOut: ['/blind/admin-view/assets/LoginScreen.js', '/blind/admin-view/assets/form.js'],
          }),
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when no chunk holds a boot module (a renamed file)', () => {
    const plugin = bootPreload({
      signedIn: ['src/app/App.tsx'],
      signedOut: ['src/app/Gone.tsx'],
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
