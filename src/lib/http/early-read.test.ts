import { queryOptions } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { siteCalls } from '@contract/site-calls';
import { queryClient } from '@/lib/query-client';
import { clearPreloaded, preloadAnswer, preloaded } from '@/testing/early-answers';
import { until } from '@/testing/wait';
import { request } from './client';
import { readEarly } from './early-read';

/** What the landing preload leaves for the app: bannerList asked with `body`, answered with `rows`. */
function askedByThePreload(body: string, rows: unknown[]) {
  const url = new URL('/api/bannerList', location.href).href;
  void preloadAnswer(`POST ${url} ${body}`, { code: 200, message: 'ok', data: rows });
}

const home = queryOptions({
  queryKey: ['early-read test', 'banners', 2],
  queryFn: () => request(siteCalls.bannerList, { type: 2 }),
});

afterEach(() => {
  clearPreloaded();
  queryClient.removeQueries({ queryKey: home.queryKey });
});

it('puts an answer the landing preload asked for in the cache, for the first render', async () => {
  askedByThePreload('{"type":2}', [{ src: 'https://cdn.example/home-1.png' }]);
  expect(readEarly(siteCalls.bannerList, { type: 2 }, home)).toBe(true);
  await until(() => queryClient.getQueryState(home.queryKey)?.status === 'success');
  expect(queryClient.getQueryData(home.queryKey)).toEqual([{ src: 'https://cdn.example/home-1.png' }]);
  expect(preloaded()).toEqual({}); // the preloaded answer was taken, not asked again
});

it('asks for nothing when the preload asked with another body (the sponsors of /zhanzhu) or not at all', () => {
  askedByThePreload('{"type":3}', []);
  expect(readEarly(siteCalls.bannerList, { type: 2 }, home)).toBe(false);
  clearPreloaded();
  expect(readEarly(siteCalls.bannerList, { type: 2 }, home)).toBe(false);
  expect(queryClient.getQueryState(home.queryKey)).toBeUndefined();
});
