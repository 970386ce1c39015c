import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithReload, preloadComponent } from '../../../src/platform/chunks';

/** A chunk whose module arrives when the test says so. */
function deferredChunk() {
  let arrive: () => void = () => undefined;
  const Page = ({ name }: { name: string }) => {
    const [clicks, setClicks] = useState(0);
    return (
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {name} {clicks}
      </button>
    );
  };
  const factory = vi.fn(
    () =>
      new Promise<{ default: typeof Page }>((resolve) => {
        arrive = () => resolve({ default: Page });
      }),
  );
  return { factory, arrive: () => arrive() };
}

describe('a lazily loaded page (issue 8)', () => {
  it('preloaded, it renders at once without its fallback, and its chunk is asked for once', async () => {
    const chunk = deferredChunk();
    const Page = lazyWithReload(chunk.factory);
    preloadComponent(Page);
    preloadComponent(Page);
    await act(async () => chunk.arrive());
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="page" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'page 0' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(chunk.factory).toHaveBeenCalledTimes(1);
  });

  it('not preloaded, it shows the fallback, then the page, which keeps its state once the chunk is in', async () => {
    const chunk = deferredChunk();
    const Page = lazyWithReload(chunk.factory);
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="page" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.arrive());
    act(() => screen.getByRole('button', { name: 'page 0' }).click());
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Page name="renamed" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'renamed 1' })).toBeInTheDocument();
  });

  it('preloading something that is not lazy does nothing', () => {
    expect(() => preloadComponent(() => null)).not.toThrow();
    expect(() => preloadComponent(undefined)).not.toThrow();
  });
});
