import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './http';

/** Client errors (4xx) will not change on a retry; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Any change may have used a commissioner power: a league's audit log on screen is read again. */
const isAuditLog = (queryKey: readonly unknown[]) => queryKey[0] === 'league' && queryKey[2] === 'audit';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ predicate: (query) => isAuditLog(query.queryKey) }),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
