import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect } from 'vitest';
import type { DemoDb } from '../../src/mocks/db';
import { identify, userInfo } from '../../src/mocks/identity';

export const T = { timeout: 20000 };
export const SLOW = 60_000;

/** The list row showing a text. */
export async function rowOf(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, {}, T);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

/** Clicks a button, checks the confirmation's question, confirms with the button named `name`: the dialog. */
export async function ask(button: HTMLElement, question: string, name: string): Promise<HTMLElement> {
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', {}, T);
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name }));
  return dialog;
}

/** As `ask`, then waits for the confirmation to close (it does once the change worked). */
export async function confirm(button: HTMLElement, question: string, name: string): Promise<void> {
  await ask(button, question, name);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
}

/** The signed-in user's info with these action lists (spec §6), the rest as the demo API answers it. */
export function withActionLists(
  server: SetupServer,
  db: DemoDb,
  list: { permissionId: string; actionList: string[] }[],
): void {
  server.use(
    http.get('*/admin/user/self', ({ request }) => {
      const session = db.session(request.headers.get('Authorization'));
      if (!session) return HttpResponse.json({ code: 401, text: 'unauthorized' }, { status: 401 });
      return HttpResponse.json({ data: { ...userInfo(identify(db, session)), permission_list: list } });
    }),
  );
}
