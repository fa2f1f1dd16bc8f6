import { afterEach, describe, expect, it } from 'vitest';
import { askedEarly, takeEarlyResponse } from './early';

const store = () =>
  ((
    window as unknown as { __h5Early?: Record<string, { at: number; response: Promise<Response> }> }
  ).__h5Early ??= {});

describe('takeEarlyResponse', () => {
  afterEach(() => delete (window as unknown as { __h5Early?: unknown }).__h5Early);

  it('hands over a preloaded answer once, for the same method, URL and body only', () => {
    const response = Promise.resolve(new Response('{}'));
    store()['POST http://x/api/bannerList {"type":2}'] = { at: Date.now(), response };
    expect(takeEarlyResponse('POST', 'http://x/api/bannerList', '{"type":3}')).toBeUndefined();
    expect(takeEarlyResponse('GET', 'http://x/api/bannerList', undefined)).toBeUndefined();
    expect(takeEarlyResponse('POST', 'http://x/api/bannerList', '{"type":2}')).toBe(response);
    // A refetch goes to the network.
    expect(takeEarlyResponse('POST', 'http://x/api/bannerList', '{"type":2}')).toBeUndefined();
  });

  it('ignores a stale answer and works without a preload', () => {
    expect(takeEarlyResponse('GET', 'http://x/api/game/list', undefined)).toBeUndefined();
    store()['GET http://x/api/game/list '] = {
      at: Date.now() - 60_000,
      response: Promise.resolve(new Response('{}')),
    };
    expect(takeEarlyResponse('GET', 'http://x/api/game/list', undefined)).toBeUndefined();
  });

  it('tells whether a call was asked early, until it is taken', () => {
    const url = 'http://x/api/game/list';
    expect(askedEarly('GET', url)).toBe(false);
    store()[`GET ${url} `] = { at: Date.now(), response: Promise.resolve(new Response('{}')) };
    expect(askedEarly('POST', url)).toBe(false);
    expect(askedEarly('GET', 'http://x/api/game')).toBe(false);
    expect(askedEarly('GET', url)).toBe(true);
    takeEarlyResponse('GET', url, undefined);
    expect(askedEarly('GET', url)).toBe(false);
  });

  it('tells whether a call was asked early with a given body', () => {
    const url = 'http://x/api/bannerList';
    store()[`POST ${url} {"type":3}`] = { at: Date.now(), response: Promise.resolve(new Response('{}')) };
    expect(askedEarly('POST', url)).toBe(true);
    expect(askedEarly('POST', url, '{"type":3}')).toBe(true);
    expect(askedEarly('POST', url, '{"type":2}')).toBe(false);
  });
});
