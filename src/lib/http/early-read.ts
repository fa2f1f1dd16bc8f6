import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { apiBase } from '@/config/env';
import { queryClient } from '@/lib/query-client';
import { askedEarly } from './early';

/**
 * If the landing preload has asked `call` with `input` before the app ran, fetch `query` now: its
 * answer, taken from the preload, is in the cache for the landing screen's first render rather than
 * arriving a render later. True when it did.
 */
export function readEarly<T, K extends QueryKey>(
  call: { method: string; path: string },
  input: object,
  query: FetchQueryOptions<T, Error, T, K>,
): boolean {
  const body = call.method === 'GET' ? undefined : JSON.stringify(input);
  if (!askedEarly(call.method, new URL(call.path, apiBase()).href, body)) return false;
  void queryClient.prefetchQuery(query);
  return true;
}
