import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generate, TARGETS, type Generated } from '../../../scripts/gen-registry.mjs';
import { hasMessage, impliedKeys } from '../../support/i18nKeys';
import { projectCopy, readmeSection, readmeSteps, removeCopy, ROOT } from '../../support/readmeSteps';
import { APP_WAIT } from '../../support/timeouts';

/**
 * README's "Adding a resource", followed word for word: its files are written into a copy of the
 * project, the command it names runs there, and the app and the demo API are opened on the copy's
 * registry and labels. Nothing else is edited: the menu, routes, screens, labels and demo records
 * follow from the two files.
 */
const steps = readmeSteps(readmeSection('Adding a resource'));
/** The module that finds the labels of resources (a glob): the copy's finds the new file. */
const LABELS = 'i18n/resourceMessages.ts';
const REGISTRY = 'resources/index.ts';

let copy = '';
let generated: Generated[] = [];
let registry: typeof import('../../../resources');
let i18n: typeof import('../../../i18n');
let app: typeof import('../../support/renderApp');
let demo: ReturnType<typeof import('../../../src/mocks/node').createTestServer>;

beforeAll(async () => {
  copy = projectCopy([...TARGETS.map((t) => t.path), LABELS, ...steps.files.map((f) => f.path)]);
  for (const file of steps.files) writeFileSync(join(copy, file.path), file.text);
  const fromCopy = (path: string) => import(/* @vite-ignore */ join(copy, path));
  // From here on the project's registry and labels are the copy's, for the generator's targets too.
  vi.doMock(join(ROOT, REGISTRY), () => fromCopy(REGISTRY));
  vi.doMock(join(ROOT, LABELS), () => fromCopy(LABELS));
  // The script `npm run gen` runs (asserted below), with the copy as the project.
  generated = await generate({ root: copy, load: fromCopy, write: true });
  registry = await import('../../../resources');
  i18n = await import('../../../i18n');
  app = await import('../../support/renderApp');
  demo = (await import('../../../src/mocks/node')).createTestServer({ customerCount: 20 });
  demo.server.listen({ onUnhandledRequest: 'bypass' });
}, 60_000);
beforeEach(async () => {
  localStorage.clear();
  await app.loginAs('sales');
});
afterAll(() => {
  demo?.server.close();
  vi.doUnmock(join(ROOT, REGISTRY));
  vi.doUnmock(join(ROOT, LABELS));
  vi.resetModules();
  if (copy) removeCopy(copy);
});

describe("README's steps for adding a resource", () => {
  it('write the resource and its labels, then run npm run gen', () => {
    expect(steps.files.map((f) => f.path)).toEqual(['resources/meetup.ts', 'i18n/resources/meetup.ts']);
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object })
      .scripts as Record<string, string>;
    expect(steps.commands.map((command) => scripts[command])).toEqual(['node scripts/gen-registry.mjs']);
  });

  it('register it: its name, the registry and the README table list it', () => {
    const text = Object.fromEntries(generated.map((g) => [g.path, g.text]));
    expect(text['resources/core/names.ts']).toContain("  'meetup',\n");
    expect(text['resources/index.ts']).toContain("import meetup from './meetup';");
    expect(text['README.md']).toContain('| `meetup` | `/plugin/love/admin/meetup` | operate |');
    const meetup = registry.findResource('meetup');
    expect(meetup?.api.path).toBe('meetup');
    expect(meetup?.fieldInfo.map((f) => f.name)).toEqual(['id', 'title', 'place', 'seats', 'created_at']);
  });

  it.each([...(['en-US', 'zh-CN'] as const)])('give it every label in %s', (locale) => {
    const meetup = registry.findResource('meetup');
    expect(meetup).toBeDefined();
    const missing = impliedKeys(meetup ? [meetup] : [])
      .filter((path) => !hasMessage(i18n.messages[locale], path))
      .map((path) => path.join('.'));
    expect(missing).toEqual([]);
  });

  it('give it demo records: the schema-generated ones of `demo.count`', () => {
    expect(demo.db.list('meetup')).toHaveLength(12);
  });

  it('put it in the menu under its label, and list its records with paging', async () => {
    await app.renderApp('/meetup', undefined, undefined, 'zh-CN');
    const link = await screen.findByRole('menuitem', { name: '线下活动' }, APP_WAIT);
    expect(link).toHaveAttribute('href', '/meetup');
    expect(await screen.findByText('共 12 条', {}, APP_WAIT)).toBeInTheDocument();
  });

  it('give it a create form validated by its schema, and a detail page', async () => {
    const user = userEvent.setup();
    await app.renderApp('/meetup/create');
    const title = await screen.findByRole('textbox', { name: /^Title/ }, APP_WAIT);
    await user.type(screen.getByRole('textbox', { name: /^Place/ }), 'West Lake');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(title, 'Weekend hiking');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(demo.db.list('meetup').some((m) => m.title === 'Weekend hiking')).toBe(true), {
      timeout: 8000,
    });
    expect(await screen.findByText('Weekend hiking', {}, APP_WAIT)).toBeInTheDocument();
    expect(screen.getByText('20')).toBeInTheDocument();
  });
});
