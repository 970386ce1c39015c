import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '../../../support/fakeObserver';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_WAIT } from '../../../support/timeouts';

// Issue 8: the customer filter panel mounted two dozen inputs (autocompletes, date ranges) most of
// them below the panel's fold. A section now mounts its inputs when it first scrolls into view.
// (Its own file: useSeen keeps one observer per page, made by the first element that asks.)

const demo = setupDemoServer({ customerCount: 10 });

afterEach(() => vi.unstubAllGlobals());

describe('the customer filter panel', () => {
  it('holds a placeholder for a section below its fold until the section is seen, then its inputs', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await loginAs('admin');
    await renderApp('/customer');
    const panel = within(await screen.findByRole('complementary', { name: 'Customer filters' }, APP_WAIT));
    // The first section is there at once.
    expect(await panel.findByRole('textbox', { name: 'Keyword' }, APP_WAIT)).toBeInTheDocument();
    const dates = panel.getByRole('group', { name: 'Dates' });
    expect(dates).toHaveAttribute('aria-busy', 'true');
    expect(within(dates).queryByText('Created at')).toBeNull();

    const observer = FakeObserver.all.find((o) => o.targets.has(dates));
    if (!observer) throw new Error('the dates section waits for no observer');
    act(() => observer.show(dates));
    expect(dates).not.toHaveAttribute('aria-busy');
    expect(await within(dates).findAllByText('Created at')).not.toHaveLength(0);
  }, 60_000);

  it('asks for its option lists before the inputs that show them mount (they render once, with them)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.searchParams.get('tree') === '1' ? '?tree=1' : ''}`);
    };
    demo.server.events.on('request:start', record);
    try {
      await loginAs('admin');
      await renderApp('/customer');
      const panel = within(await screen.findByRole('complementary', { name: 'Customer filters' }, APP_WAIT));
      await waitFor(() => {
        expect(asked.some((path) => path.endsWith('/option-list') && !path.includes('tag'))).toBe(true);
        expect(asked.some((path) => path.endsWith('/tag/option-list'))).toBe(true);
        expect(asked.some((path) => path.endsWith('?tree=1'))).toBe(true);
      }, APP_WAIT);
      // The sections holding the tag, package and matchmaker inputs have not been seen yet.
      const unseen = panel
        .getAllByRole('group')
        .filter((group) => group.getAttribute('aria-busy') === 'true');
      expect(unseen.length).toBeGreaterThan(0);
      expect(panel.queryByTestId('matchmaker-filter')).toBeNull();
      expect(panel.queryByTestId('tag_ids-filter')).toBeNull();
    } finally {
      demo.server.events.removeListener('request:start', record);
    }
  }, 60_000);
});
