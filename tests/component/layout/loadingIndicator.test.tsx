import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { LoadingIndicator } from '../../../src/layout/header/LoadingIndicator';

function renderIndicator() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoadingIndicator aria-label="Loading" />
    </QueryClientProvider>,
  );
  return client;
}

describe("the header's loading indicator (issue 8)", () => {
  it('shows a named spinner over the refresh button while a query loads, and the button again after', async () => {
    const client = renderIndicator();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    let answer: (value: string) => void = () => undefined;
    act(() => {
      void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveClass('RaLoadingIndicator-loadedLoading');
    act(() => answer('done'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveClass(
      'RaLoadingIndicator-loadedLoading',
    );
  });

  it('counts the fetching queries once for a burst of cache events, not once per event', async () => {
    const client = renderIndicator();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible());
    const counted = vi.spyOn(client, 'isFetching');
    await act(async () => {
      // What a list does with the records its rows point at: a hundred entries at once.
      for (let id = 1; id <= 100; id += 1)
        client.setQueryData(['store', 'getOne', { id: String(id) }], { id });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(counted).toHaveBeenCalledTimes(1);
  });
});
