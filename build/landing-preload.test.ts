import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtime, type RuntimeRoute } from './landing-preload';

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
      preloadsAtCall[url.replace(/.*\/api\//, '')] = links('modulepreload').length + links('stylesheet').length;
      return Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'ok', data: [] })));
    });
    vi.stubGlobal('fetch', fetch);
    const route = { ...home, calls: [{ method: 'POST', path: 'homenotice', body: '{}', lcpImage: null }, ...home.calls] };
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
    runtime({ '/': home }, '/api/', GLOBAL);
    await vi.waitFor(() => expect(links('preload')).toEqual([expect.stringMatching(/\/hero\.png$/)]));
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('fetchpriority')).toBe('high');

    document.head.querySelectorAll('link').forEach((l) => l.remove());
    vi.stubGlobal('fetch', answer([{ kind: 'hero', src: 'javascript:alert(1)' }]));
    runtime({ '/': home }, '/api/', GLOBAL);
    await tick();
    await tick();
    expect(links('preload')).toEqual([]);
  });

  it('does nothing on a route it does not know', () => {
    location.hash = '#/mine';
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    runtime({ '/': home }, '/api/', GLOBAL);
    expect(fetch).not.toHaveBeenCalled();
  });
});
