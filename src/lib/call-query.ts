import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query of a call whose fetcher takes no input, made of the call's own parts (docs/architecture.md,
 * one call one fetcher one key): its key factory (`siteKeyFactory`, or `accountKeyFactory`, whose
 * account is then the input of the returned maker), its fetcher, and, where it is not the client's
 * default, how long its answer stays fresh (`{ staleTime: freshness.site }`, a class of
 * src/lib/freshness.ts, written at the call where freshness.test.ts reads it). Returns the call's
 * `queryOptions` maker, for its hook and for a preload.
 */
export function callQueryOptions<KeyInput extends unknown[], Key extends QueryKey, Data>(
  key: (...input: KeyInput) => Key,
  fetcher: () => Promise<Data>,
  fresh: { staleTime?: number } = {},
) {
  return (...input: KeyInput) => queryOptions({ queryKey: key(...input), queryFn: fetcher, ...fresh });
}
