import {
  useInfiniteQuery as useTanstackInfiniteQuery,
  useQuery as useTanstackQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useScreenActive } from './screen-active';

/*
 * TanStack Query's hooks, unsubscribed while their screen is hidden (TanStack v5 `subscribed`): a
 * hidden kept-alive screen keeps its cached data but does not refetch, poll or re-render, and when
 * it shows again it resubscribes and refetches what went stale — what React's <Activity> did by
 * cleaning up effects. The whole app imports useQuery/useInfiniteQuery from here (ESLint enforces).
 */

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const active = useScreenActive();
  return useTanstackQuery({ ...options, subscribed: active && options.subscribed !== false });
}

export function useInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  const active = useScreenActive();
  return useTanstackInfiniteQuery({ ...options, subscribed: active && options.subscribed !== false });
}
