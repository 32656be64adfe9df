import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Starts a query's request while the component first renders, not after it has been painted: `useQuery`
 * subscribes, and so fetches, in an effect, which a phone runs only once the whole screen is laid out and
 * painted, a good part of a second after the render on a league page (docs/decisions/022). The request is
 * the one `useQuery` then finds in flight (one per key, as always); a failure is left for it to handle.
 */
export function useFetchOnFirstRender<TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey> & { enabled?: unknown },
): void {
  const client = useQueryClient();
  useState(() => {
    if (options.enabled === false) return;
    void client.prefetchQuery(options);
  });
}
