import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFetchOnFirstRender } from './fetch-on-first-render';

function renderProbe(enabled: boolean) {
  const queryFn = vi.fn(() => Promise.resolve({ games: [] }));
  const seenDuringRender: number[] = [];
  function Probe() {
    useFetchOnFirstRender({ queryKey: ['league', 7, 'schedule'], queryFn, enabled });
    seenDuringRender.push(queryFn.mock.calls.length);
    return null;
  }
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return { queryFn, seenDuringRender, client };
}

describe('useFetchOnFirstRender', () => {
  it('asks while the component renders, before any effect, and fills the cache for useQuery', async () => {
    const { queryFn, seenDuringRender, client } = renderProbe(true);
    expect(seenDuringRender[0]).toBe(1);
    await vi.waitFor(() => expect(client.getQueryData(['league', 7, 'schedule'])).toEqual({ games: [] }));
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('asks for nothing when the query is not enabled', () => {
    const { queryFn } = renderProbe(false);
    expect(queryFn).not.toHaveBeenCalled();
  });
});
