import { describe, expect, it } from 'vitest';
import { gamePagePath, openLiveCasino } from './model';

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
  ])('$name $type $code → $expected', ({ name, type, code, expected }) => expect(gamePagePath(name, type, code)).toBe(expected));
});
