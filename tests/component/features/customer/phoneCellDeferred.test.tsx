import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '../../../support/fakeObserver';
import { loginAs, renderApp, setupDemoServer } from '../../../support/renderApp';
import { APP_WAIT } from '../../../support/timeouts';

// Issue 8: a 100-row customer page built one "view phone number" icon button per row, most of them
// below the fold. The button now mounts when its row first comes near the view, in a slot of its
// size. (Its own file: useSeen keeps one observer per page, made by the first row that asks.)

setupDemoServer({ customerCount: 10 });

afterEach(() => vi.unstubAllGlobals());

describe('the phone cell of a long list', () => {
  it('has no view button until its row is first seen, then only on that row', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await loginAs('admin');
    await renderApp('/customer');
    const values = await screen.findAllByTestId('customer-phone-value', {}, APP_WAIT);
    expect(values).toHaveLength(10);
    expect(screen.queryAllByRole('button', { name: 'View phone number' })).toHaveLength(0);

    const observer = FakeObserver.all.at(-1);
    const cell = values[2].parentElement;
    if (!observer || !cell) throw new Error('no observer or cell');
    const slot = [...observer.targets].find((target) => cell.contains(target));
    if (!slot) throw new Error('the third row has no slot waiting to be seen');
    expect(slot).toHaveStyle({ width: '20px', height: '20px' });
    act(() => observer.show(slot));

    expect(within(cell).getByRole('button', { name: 'View phone number' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'View phone number' })).toHaveLength(1);
  }, 60_000);
});
