import { queryOptions } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { siteCalls } from '@contract/site-calls';
import { queryClient } from '@/lib/query-client';
import { until } from '@/testing/wait';
import { request } from './client';
import { readEarly } from './early-read';

type EarlyStore = Record<string, { at: number; response: Promise<Response> }>;
const page = window as unknown as { __h5Early?: EarlyStore };

/** What the landing preload leaves for the app: bannerList asked with `body`, answered with `rows`. */
function askedByThePreload(body: string, rows: unknown[]) {
  const url = new URL('/api/bannerList', location.href).href;
  const answer = new Response(JSON.stringify({ code: 200, message: 'ok', data: rows }));
  page.__h5Early = { [`POST ${url} ${body}`]: { at: Date.now(), response: Promise.resolve(answer) } };
}

const home = queryOptions({
  queryKey: ['early-read test', 'banners', 2],
  queryFn: () => request(siteCalls.bannerList, { type: 2 }),
});

afterEach(() => {
  delete page.__h5Early;
  queryClient.removeQueries({ queryKey: home.queryKey });
});

it('puts an answer the landing preload asked for in the cache, for the first render', async () => {
  askedByThePreload('{"type":2}', [{ src: 'https://cdn.example/home-1.png' }]);
  expect(readEarly(siteCalls.bannerList, { type: 2 }, home)).toBe(true);
  await until(() => queryClient.getQueryState(home.queryKey)?.status === 'success');
  expect(queryClient.getQueryData(home.queryKey)).toEqual([{ src: 'https://cdn.example/home-1.png' }]);
  expect(page.__h5Early).toEqual({}); // the preloaded answer was taken, not asked again
});

it('asks for nothing when the preload asked with another body (the sponsors of /zhanzhu) or not at all', () => {
  askedByThePreload('{"type":3}', []);
  expect(readEarly(siteCalls.bannerList, { type: 2 }, home)).toBe(false);
  delete page.__h5Early;
  expect(readEarly(siteCalls.bannerList, { type: 2 }, home)).toBe(false);
  expect(queryClient.getQueryState(home.queryKey)).toBeUndefined();
});
