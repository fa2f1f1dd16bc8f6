import { describe, expect, it } from 'vitest';
import { gamePagePath, openLiveCasino, openVenue, showcaseVenues } from './model';

describe('openLiveCasino', () => {
  it.each([
    { signedIn: true, expected: { kind: 'go', to: '/gamePage?name=ag&type=0&code=' } },
    { signedIn: false, expected: { kind: 'toast', message: '请登录！' } },
  ])('signed in: $signedIn', ({ signedIn, expected }) => expect(openLiveCasino(signedIn)).toEqual(expected));
});

describe('gamePagePath', () => {
  it.each([
    { name: 'ag', type: undefined, code: undefined, expected: '/gamePage?name=ag&type=0&code=' },
    { name: 'pg', type: 2, code: 'x y', expected: '/gamePage?name=pg&type=2&code=x+y' },
  ])('$name $type $code → $expected', ({ name, type, code, expected }) =>
    expect(gamePagePath(name, type, code)).toBe(expected),
  );
});

describe('showcaseVenues', () => {
  const g = (category_id: string, platform_name: string) => ({ category_id, platform_name });
  it('takes the first venue of each category in order, skipping ag, at most 4', () => {
    const lists = {
      sport: [g('sport', 'saba'), g('sport', 'hbb')],
      realbet: [g('realbet', 'ag'), g('realbet', 'bg')],
      gaming: [],
      joker: [g('joker', 'kx')],
      concise: [g('concise', 'pg')],
      lottery: [g('lottery', 'vrbet')],
    };
    const order = ['realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'];
    expect(showcaseVenues(lists, order).map((v) => v.platform_name)).toEqual(['bg', 'saba', 'kx', 'pg']);
    expect(showcaseVenues(undefined, order)).toEqual([]);
  });
});

describe('openVenue', () => {
  it('members open the venue (type defaults to 0), guests see 请登录！', () => {
    expect(openVenue(true, { platform_name: 'saba', game_type: null, game_code: null })).toEqual({
      kind: 'go',
      to: '/gamePage?name=saba&type=0&code=',
    });
    expect(openVenue(true, { platform_name: 'pg', game_type: 2, game_code: 'x' })).toEqual({
      kind: 'go',
      to: '/gamePage?name=pg&type=2&code=x',
    });
    expect(openVenue(false, { platform_name: 'pg' })).toEqual({ kind: 'toast', message: '请登录！' });
  });
});
