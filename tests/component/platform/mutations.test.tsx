import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLocale } from '../../../i18n';
import { Notification } from 'react-admin';
import { declaredMutations, useAppMutation, type MutationSpec } from '../../../src/platform/mutations';
import { loginAs, setupDemoServer } from '../../support/renderApp';
import { renderBlock } from '../../support/renderBlock';
import type { WriteRow } from './writes/types';

// Every write of the app is declared with `defineMutation` in a feature's api module and goes
// through `useAppMutation`. Loading every api module lists them all; the table (one file per
// feature in ./writes/) must name each one, so a new write left out of the table fails here.
import.meta.glob(['../../../src/**/api.ts', '../../../src/**/api/*.ts'], { eager: true });
const tables = import.meta.glob<{ writes: WriteRow[] }>('./writes/*.writes.ts', { eager: true });
const rows = Object.values(tables).flatMap((table) => table.writes);

const demo = setupDemoServer({ customerCount: 4 });
// react-admin and the client log each failure to the console: expected here, so kept quiet.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
const SERVER_TEXT = '磁盘已满 disk full';

/** Sends one write when mounted and exposes what the hook keeps after the failure. */
function Probe({ spec, vars, onState }: ProbeProps) {
  const mutation = useAppMutation(spec);
  const { mutate, variables, isError, retry } = mutation;
  useEffect(() => mutate(vars), [mutate, vars]);
  useEffect(() => {
    if (isError) onState({ variables, retry });
  }, [isError, variables, retry, onState]);
  return null;
}
interface ProbeProps {
  spec: MutationSpec<unknown, unknown>;
  vars: unknown;
  onState: (state: { variables: unknown; retry: () => void }) => void;
}

async function renderProbe(spec: MutationSpec<unknown, unknown>, vars: unknown, locale: AppLocale) {
  let state: { variables: unknown; retry: () => void } | undefined;
  await renderBlock(
    <>
      <Probe spec={spec} vars={vars} onState={(s) => (state = s)} />
      <Notification />
    </>,
    locale,
  );
  return () => state;
}

/** Every request after the login answers 500 `{code, text}`; the count of those requests. */
function failEverything(): () => number {
  let count = 0;
  demo.server.use(
    http.all('*', () => {
      count += 1;
      return HttpResponse.json({ code: 500, text: SERVER_TEXT }, { status: 500 });
    }),
  );
  return () => count;
}

const specs = new Map(declaredMutations().map((spec) => [spec.name, spec]));

describe('every write reports its outcome', () => {
  it('the table names every declared write, and only those', () => {
    const declared = [...specs.keys()].sort();
    const listed = rows.map((row) => row.name).sort();
    expect(declared.length).toBeGreaterThan(0);
    expect(listed).toEqual(declared);
  });

  it.each(rows.map((row, i) => [row.name, row, i % 2 === 0 ? 'zh-CN' : 'en-US'] as const))(
    '[E04] %s: a 500 shows its status and the server text, the values are kept and can be sent again',
    async (_name, row, locale) => {
      const spec = specs.get(row.name) as MutationSpec<unknown, unknown>;
      await loginAs('admin');
      const requests = failEverything();
      const stateOf = await renderProbe(spec, row.vars, locale);
      expect(await screen.findByText(`500: ${SERVER_TEXT}`, {}, { timeout: 5000 })).toBeVisible();
      await waitFor(() => expect(stateOf()).toBeDefined());
      expect(stateOf()!.variables).toEqual(row.vars);
      const before = requests();
      expect(before).toBeGreaterThan(0);
      act(() => stateOf()!.retry());
      await waitFor(() => expect(requests()).toBeGreaterThan(before));
    },
  );
});
