import EventIcon from '@mui/icons-material/Event';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from '../../../resources';
import { defineResource } from '../../../resources/core/define';
import { field } from '../../../resources/core/meta';
import { createTestServer } from '../../../src/mocks/node';
import { loginAs, renderApp } from './renderApp';

/**
 * The README's "Adding a resource" walkthrough, done inside a test: one definition, and the menu,
 * list, form, detail page and demo API follow with no other edit.
 */
const meetup = defineResource({
  name: 'meetup',
  api: { path: 'meetup' },
  schema: z.object({
    id: field(z.number().int(), { readOnly: true }),
    title: z.string().trim().min(1).max(40),
    place: z.string().max(60).optional(),
    seats: z.number().int().min(2).max(200).default(20),
    created_at: field(z.string().optional(), { widget: 'datetime', readOnly: true }),
  }),
  menu: { section: 'operate', icon: EventIcon },
  recordRepresentation: 'title',
  operations: ['list', 'show', 'create', 'edit', 'delete'],
  access: { list: ['user_view'], create: ['user_view'], edit: ['user_view'], delete: ['user_view'] },
  list: { columns: ['id', 'title', 'place', 'seats'], search: true },
  demo: { count: 12 },
});
const registry = [...resources, meetup];
const { server, db } = createTestServer({ resources: registry, customerCount: 20 });

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(async () => {
  localStorage.clear();
  await loginAs('sales');
});
afterAll(() => server.close());

describe('adding a resource is one definition', () => {
  it('serves seeded records from the demo API', () => {
    expect(db.list('meetup')).toHaveLength(12);
  });

  it('appears in the menu and lists its records with paging', async () => {
    await renderApp('/meetup', registry);
    const link = await screen.findByRole('menuitem', { name: /meetup/i }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', '/meetup');
    expect(await screen.findByText('total 12 items', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('creates a record through its generated form and shows it', async () => {
    const user = userEvent.setup();
    await renderApp('/meetup/create', registry);
    const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 8000 });
    await user.type(screen.getByRole('textbox', { name: /^Place/ }), 'West Lake');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(title, 'Weekend hiking');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db.list('meetup').some((m) => m.title === 'Weekend hiking')).toBe(true), {
      timeout: 8000,
    });
    expect(await screen.findByText('Weekend hiking', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('20')).toBeInTheDocument();
  });
});
