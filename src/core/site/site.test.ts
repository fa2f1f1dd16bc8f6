import { describe, expect, it } from 'vitest';
import { calls } from '@contract/calls';
import type { Game } from '@contract/entities';
import { storageKeys } from '@/lib/storage';
import { handle, handleNetworkError } from '@/testing/handlers';
import { fixtures } from '@/testing/fixtures';
import { server } from '@/testing/msw';
import { fetchAppInfo, isMaintenance } from './app-info';
import { fetchGameLists, splitGames } from './game-lists';
import { readPid, visitTarget } from './start-up';

const game = (category_id: string, app_state: number, platform_name: string): Game => ({
  category_id,
  app_state,
  platform_name,
});

describe('splitGames', () => {
  it('splits by category_id into the 6 categories and keeps only app_state 1', () => {
    const lists = splitGames([
      game('sport', 1, 'ob'),
      game('sport', 0, 'off'),
      game('realbet', 1, 'ag'),
      game('gaming', 1, 'ia'),
      game('joker', 1, 'kx'),
      game('concise', 1, 'pg'),
      game('lottery', 1, 'vrbet'),
      game('unknown', 1, 'zz'),
    ]);
    expect(Object.keys(lists)).toEqual(['sport', 'realbet', 'gaming', 'joker', 'concise', 'lottery']);
    expect(lists.sport.map((g) => g.platform_name)).toEqual(['ob']);
    expect(Object.values(lists).flat()).toHaveLength(6);
  });
});

describe('fetchGameLists', () => {
  it('caches the lists in localStorage and reuses them when the call fails', async () => {
    server.use(handle(calls.gameList, fixtures.games));
    const fresh = await fetchGameLists();
    expect(fresh.realbet.map((g) => g.platform_name)).toEqual(['ag']);
    expect(localStorage.getItem(storageKeys.gameLists)).not.toBeNull();

    server.use(handleNetworkError(calls.gameList));
    expect(await fetchGameLists()).toEqual(fresh);
  });

  it('fails when the call fails and nothing is cached', async () => {
    server.use(handleNetworkError(calls.gameList));
    await expect(fetchGameLists()).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('appInfo', () => {
  it('is cached in localStorage', async () => {
    await fetchAppInfo();
    expect(JSON.parse(localStorage.getItem(storageKeys.appInfo)!)).toMatchObject({ title: '测试站点' });
  });

  it.each([
    [0, true],
    [1, false],
  ])('site_state %d → maintenance %s', (site_state, expected) => {
    expect(isMaintenance({ ...fixtures.appInfo, site_state })).toBe(expected);
    expect(isMaintenance(null)).toBe(false);
  });
});

describe('visit-URL rule', () => {
  const here = 'https://m.oursite.example';
  it.each([
    ['https://m.partner.example/', null, 'https://m.partner.example/'],
    ['https://m.partner.example/', 'ab 1', 'https://m.partner.example/register?pid=ab+1'],
    ['http://partner.example/', 'p1', 'http://partner.example/register?pid=p1'],
    ['https://partner.example', 'p1', 'https://partner.example/register?pid=p1'],
    ['https://partner.example/#/', 'p1', 'https://partner.example/#/register?pid=p1'],
    // An existing query string is kept, the code is added to it.
    ['https://partner.example/?from=h5', 'p1', 'https://partner.example/register?from=h5&pid=p1'],
    ['https://partner.example/m/?a=1&b=2', 'x y', 'https://partner.example/m/register?a=1&b=2&pid=x+y'],
    ['https://partner.example/?pid=old', 'p1', 'https://partner.example/register?pid=p1'],
    ['https://partner.example/#/?lang=zh', 'p1', 'https://partner.example/#/register?lang=zh&pid=p1'],
    ['https://m.oursite.example/', 'p1', null],
    ['https://m.oursite.example/other', null, null],
    ['javascript:alert(1)', null, null],
    ['//partner.example/', null, null],
    ['ftp://partner.example/', null, null],
    ['', null, null],
    [null, null, null],
  ])('%j (pid %j) → %j', (url, pid, expected) => {
    expect(visitTarget(url, here, pid)).toBe(expected);
  });
});

describe('readPid', () => {
  it.each([
    ['?pid=a1', '', 'a1'],
    ['', '?pid=b2', 'b2'],
    ['?pid=a1', '?pid=b2', 'a1'],
    ['?x=1', '', null],
    ['?pid=', '', null],
  ])('route %j page %j → %j', (route, page, pid) => {
    expect(readPid(route, page)).toBe(pid);
  });
});
