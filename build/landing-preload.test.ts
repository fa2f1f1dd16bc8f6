import { afterEach, describe, expect, it, vi } from 'vitest';
import { allCalls as calls } from '../contract/all-calls';
import { runtime, type RuntimeCall, type RuntimeRoute } from './landing-preload';
import { landingRoutes, resolveCall } from './landing-routes';

const GLOBAL = '__h5EarlyTest';
const home: RuntimeRoute = {
  js: ['assets/home.js'],
  css: ['assets/home.css'],
  calls: [{ method: 'POST', path: 'bannerList', body: '{"type":2}', lcpImage: 'data.[kind=hero].src' }],
};
const links = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function answer(data: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'ok', data }))));
}

describe('landing preload runtime (index.html, before the entry)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    location.hash = '';
  });

  it('sends the call behind the largest paint first, then preloads the chunks, then sends the other calls', () => {
    location.hash = '#/';
    // What each call finds already started: the order the browser starts them in.
    const preloadsAtCall: Record<string, number> = {};
    const fetch = vi.fn((url: string) => {
      preloadsAtCall[url.replace(/.*\/api\//, '')] =
        links('modulepreload').length + links('stylesheet').length;
      return Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'ok', data: [] })));
    });
    vi.stubGlobal('fetch', fetch);
    const notices: RuntimeCall = { method: 'POST', path: 'homenotice', body: '{}', lcpImage: null };
    const route = { ...home, calls: [notices, ...home.calls] };
    runtime({ '/': route }, '/api/', GLOBAL);
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/bannerList$/),
      expect.objectContaining({ method: 'POST', body: '{"type":2}' }),
    );
    expect(preloadsAtCall).toEqual({ bannerList: 0, homenotice: 2 });
    expect(links('modulepreload')).toEqual([expect.stringMatching(/\/assets\/home\.js$/)]);
    expect(links('stylesheet')).toEqual([expect.stringMatching(/\/assets\/home\.css$/)]);
  });

  it('preloads the LCP image the answer names, at high priority, and only an http(s) one', async () => {
    location.hash = '#/';
    vi.stubGlobal(
      'fetch',
      answer([
        { kind: 'other', src: '/b.png' },
        { kind: 'hero', src: '/hero.png' },
      ]),
    );
    // The browser starts a preload as the link is inserted, at the priority it has then.
    const atInsertion: (string | null)[] = [];
    const append = document.head.appendChild.bind(document.head);
    const spy = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      if (node instanceof HTMLLinkElement && node.rel === 'preload')
        atInsertion.push(node.getAttribute('fetchpriority'));
      return append(node);
    });
    runtime({ '/': home }, '/api/', GLOBAL);
    await vi.waitFor(() => expect(links('preload')).toEqual([expect.stringMatching(/\/hero\.png$/)]));
    expect(atInsertion).toEqual(['high']);
    spy.mockRestore();

    document.head.querySelectorAll('link').forEach((l) => l.remove());
    vi.stubGlobal('fetch', answer([{ kind: 'hero', src: 'javascript:alert(1)' }]));
    runtime({ '/': home }, '/api/', GLOBAL);
    await tick();
    await tick();
    expect(links('preload')).toEqual([]);
  });

  it('adds the files of a query that has the screen draw a lazy part first, and only for it', () => {
    const login: RuntimeRoute = { js: ['assets/login.js'], css: [], calls: [] };
    const register: RuntimeRoute = { js: ['assets/register.js'], css: ['assets/register.css'], calls: [] };
    vi.stubGlobal('fetch', answer([]));
    location.hash = '#/login?type=1&pid=abc';
    runtime({ '/login': login, '/login?type=1': register }, '/api/', GLOBAL);
    expect(links('modulepreload')).toEqual([
      expect.stringMatching(/\/assets\/login\.js$/),
      expect.stringMatching(/\/assets\/register\.js$/),
    ]);
    expect(links('stylesheet')).toEqual([expect.stringMatching(/\/assets\/register\.css$/)]);

    document.head.querySelectorAll('link').forEach((l) => l.remove());
    location.hash = '#/login?pid=abc';
    runtime({ '/login': login, '/login?type=1': register }, '/api/', GLOBAL);
    expect(links('modulepreload')).toEqual([expect.stringMatching(/\/assets\/login\.js$/)]);
  });

  it('does nothing on a route it does not know', () => {
    location.hash = '#/mine';
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    runtime({ '/': home }, '/api/', GLOBAL);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('landing calls (build/landing-routes.ts)', () => {
  it('take their path and method from contract/all-calls.ts, and send the body the client sends', () => {
    const home = landingRoutes['/']?.calls.map((call) => resolveCall(calls, call));
    expect(home).toContainEqual({
      method: 'POST',
      path: 'bannerList',
      body: '{"type":2}',
      lcpImage: 'data.0.src',
    });
    expect(home).toContainEqual({
      method: calls.gameList.method,
      path: calls.gameList.path,
      body: null,
      lcpImage: null,
    });
    for (const table of Object.values(landingRoutes))
      for (const call of table.calls) expect(resolveCall(calls, call).path).toBe(calls[call.call].path);
  });

  it('fail the build on a body the call’s request schema rejects', () => {
    expect(() => resolveCall(calls, { call: 'bannerList', body: { type: 'two' } })).toThrow(/bannerList/);
  });
});
