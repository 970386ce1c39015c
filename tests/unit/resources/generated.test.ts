// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  generate,
  importName,
  indexFile,
  namesFile,
  replaceBlock,
  resourceNames,
} from '../../../scripts/gen-registry.mjs';

const ROOT = resolve(__dirname, '../../..');

describe('the files npm run gen writes (scripts/gen-registry.mjs)', () => {
  it('are up to date: names, registry and README table follow from the files of resources/', async () => {
    const generated = await generate({ root: ROOT, load: (path) => import(resolve(ROOT, path)) });
    expect(generated.map((g) => g.path)).toEqual(
      expect.arrayContaining(['resources/core/names.ts', 'resources/index.ts', 'README.md']),
    );
    const stale = generated.filter((g) => g.text !== g.current).map((g) => `${g.path} (run npm run gen)`);
    expect(stale).toEqual([]);
  });

  it('names every resource file but index.ts, and no other file', () => {
    const names = resourceNames(ROOT);
    expect(names).toContain('customer');
    expect(names).toContain('worker-user-template');
    expect(names).not.toContain('index');
    expect(names).not.toContain('core');
  });

  it('imports each resource under a camel case name, reserved words and taken names set apart', () => {
    expect(importName('worker-user-template')).toBe('workerUserTemplate');
    expect(importName('package')).toBe('packageResource');
    expect(importName('resources')).toBe('resourcesResource');
    const index = indexFile(['meetup', 'meetup-plan', 'package']);
    expect(index).toContain("import meetupPlan from './meetup-plan';");
    expect(index).toContain("  'meetup-plan': meetupPlan,\n  package: packageResource,\n");
    expect(namesFile(['meetup', 'meetup-plan'])).toContain("  'meetup',\n  'meetup-plan',\n] as const;");
  });

  it('rewrites only the marked block of a Markdown file, and refuses a file without one', () => {
    const text = 'before\n<!-- t:start -->\nold\n<!-- t:end -->\nafter\n';
    expect(replaceBlock(text, 't', 'new')).toBe('before\n<!-- t:start -->\nnew\n<!-- t:end -->\nafter\n');
    expect(() => replaceBlock('no block', 't', 'new')).toThrow('no <!-- t:start -->');
  });
});
