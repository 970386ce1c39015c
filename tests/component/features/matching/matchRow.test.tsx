import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_WAIT } from '../../../support/timeouts';

// The match search from a customer row (issue 13 point 1: "from the matchmaker's lists").

const { db } = setupDemoServer({ customerCount: 10 });

describe('match search from the customer lists', () => {
  it('a matchmaker has "Match" on each row, linking to that member\'s match search', async () => {
    await loginAs('matchmaker');
    await renderApp('/customer');
    const links = await screen.findAllByRole('link', { name: 'Match' }, APP_WAIT);
    const shownIds = db
      .list('customer')
      .map((c) => Number(c.id))
      .filter((id) => links.some((l) => l.getAttribute('href')?.endsWith(`/match/search?id=${id}`)));
    expect(shownIds.length).toBe(links.length);
  }, 60_000);

  it('sales staff, without the matching center, have no "Match" on the rows', async () => {
    await loginAs('sales');
    await renderApp('/customer');
    await waitFor(
      () => expect(document.querySelectorAll('.list-customer tbody tr').length).toBeGreaterThan(0),
      APP_WAIT,
    );
    expect(screen.queryAllByRole('link', { name: 'Match' })).toEqual([]);
  }, 60_000);
});
