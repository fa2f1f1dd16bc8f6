import { describe, expect, it } from 'vitest';
import { frameSourceFromQuery, frameableUrl, gamePagePath, gameUrlRequest, placeholderCount } from './model';

describe('frameSourceFromQuery (docs/product.md#screens-and-routes /gamePage)', () => {
  it.each([
    ['?dailiD=1', { kind: 'agent' }],
    ['?dailiD=2', { kind: 'service' }],
    ['?app=1', { kind: 'app' }],
    ['?dailiD=1&name=ag', { kind: 'agent' }],
    ['?name=ag&code=live&type=3', { kind: 'game', plat_name: 'ag', game_type: '3', game_code: 'live' }],
    ['?name=kx', { kind: 'game', plat_name: 'kx', game_type: '0', game_code: undefined }],
    ['?name=kx&type=', { kind: 'game', plat_name: 'kx', game_type: '0', game_code: undefined }],
    ['', { kind: 'none' }],
    ['?dailiD=3', { kind: 'none' }],
  ])('%s', (search, expected) => {
    expect(frameSourceFromQuery(search)).toEqual(expected);
  });

  it('builds the getGameUrl body with is_mobile_url=1', () => {
    expect(gameUrlRequest({ kind: 'game', plat_name: 'ag', game_type: '0', game_code: 'live' })).toEqual({
      plat_name: 'ag',
      game_type: '0',
      game_code: 'live',
      is_mobile_url: 1,
    });
    expect(
      gameUrlRequest({ kind: 'game', plat_name: 'ag', game_type: '0', game_code: undefined }),
    ).not.toHaveProperty('game_code');
  });
});

describe('frameableUrl', () => {
  it.each([
    ['https://game.example/play?x=1', 'https://game.example/play?x=1'],
    ['/demo/game.html?plat=ag', 'https://m.example/demo/game.html?plat=ag'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (raw, expected) => {
    expect(frameableUrl(raw, 'https://m.example/#/gamePage')).toBe(expected);
  });
});

describe('gamePagePath and tiles', () => {
  it('opens a lobby game with name, code and type', () => {
    expect(gamePagePath({ name: 'obgdy', code: 'cszd', type: 'slot' })).toBe(
      '/gamePage?name=obgdy&code=cszd&type=slot',
    );
    expect(gamePagePath({ name: 'pg', code: 'pg-1' })).toBe('/gamePage?name=pg&code=pg-1&type=0');
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 0],
    [3, 1],
    [14, 0],
  ])('%i tiles get %i placeholder(s)', (count, pads) => {
    expect(placeholderCount(count)).toBe(pads);
  });
});
