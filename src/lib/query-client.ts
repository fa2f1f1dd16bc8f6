import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/errors';

/**
 * Queries retry at most once, and only when there was no answer (network): a business code or an
 * answer outside the contract will not change by asking again. Mutations never retry: a replayed
 * POST can move money twice.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isApiError(error) || error.kind === 'network';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        // Phones switch apps constantly; refetch-on-focus would storm the API. Polls handle freshness.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's single client; the session module clears account data from it on logout. */
export const queryClient = createQueryClient();
