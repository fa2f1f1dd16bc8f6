import { afterEach, describe, expect, it } from 'vitest';
import { clearPreloaded, preloadAnswer } from '@/testing/early-answers';
import { askedEarly, takeEarlyResponse } from './early';

describe('takeEarlyResponse', () => {
  afterEach(clearPreloaded);

  it('hands over a preloaded answer once, for the same method, URL and body only', () => {
    const response = preloadAnswer('POST http://x/api/bannerList {"type":2}', {});
    expect(takeEarlyResponse('POST', 'http://x/api/bannerList', '{"type":3}')).toBeUndefined();
    expect(takeEarlyResponse('GET', 'http://x/api/bannerList', undefined)).toBeUndefined();
    expect(takeEarlyResponse('POST', 'http://x/api/bannerList', '{"type":2}')).toBe(response);
    // A refetch goes to the network.
    expect(takeEarlyResponse('POST', 'http://x/api/bannerList', '{"type":2}')).toBeUndefined();
  });

  it('ignores a stale answer and works without a preload', () => {
    expect(takeEarlyResponse('GET', 'http://x/api/game/list', undefined)).toBeUndefined();
    preloadAnswer('GET http://x/api/game/list ', {}, 60_000);
    expect(takeEarlyResponse('GET', 'http://x/api/game/list', undefined)).toBeUndefined();
  });

  it('tells whether a call was asked early, until it is taken', () => {
    const url = 'http://x/api/game/list';
    expect(askedEarly('GET', url)).toBe(false);
    preloadAnswer(`GET ${url} `, {});
    expect(askedEarly('POST', url)).toBe(false);
    expect(askedEarly('GET', 'http://x/api/game')).toBe(false);
    expect(askedEarly('GET', url)).toBe(true);
    takeEarlyResponse('GET', url, undefined);
    expect(askedEarly('GET', url)).toBe(false);
  });

  it('tells whether a call was asked early with a given body', () => {
    const url = 'http://x/api/bannerList';
    preloadAnswer(`POST ${url} {"type":3}`, {});
    expect(askedEarly('POST', url)).toBe(true);
    expect(askedEarly('POST', url, '{"type":3}')).toBe(true);
    expect(askedEarly('POST', url, '{"type":2}')).toBe(false);
  });
});
