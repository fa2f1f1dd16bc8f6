import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allCalls as calls } from '../contract/all-calls';
import { EARLY_GLOBAL, runtime, type RuntimeCall, type RuntimeRoute } from './landing-preload';
import { landingRoutes, resolveCall } from './landing-routes';
import { bootImageShown } from '../src/boot-image';

const GLOBAL = '__h5EarlyTest';
const home: RuntimeRoute = {
  js: ['assets/home.js'],
  css: ['assets/home.css'],
  calls: [
    {
      method: 'POST',
      path: 'bannerList',
      body: '{"type":2}',
      lcpImage: 'data.[kind=hero].src',
      drawAt: null,
    },
  ],
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
    const notices: RuntimeCall = {
      method: 'POST',
      path: 'homenotice',
      body: '{}',
      lcpImage: null,
      drawAt: null,
    };
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

  it('sends a call the data block left its null fields out of as the call it is', () => {
    location.hash = '#/';
    const fetch = answer([]);
    vi.stubGlobal('fetch', fetch);
    const lists = { method: 'GET', path: 'game/list' } as RuntimeCall;
    runtime({ '/': { js: [], css: [], calls: [lists] } }, '/api/', GLOBAL);
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/game\/list$/),
      expect.objectContaining({ method: 'GET', body: undefined, headers: { Accept: 'application/json' } }),
    );
  });
});

describe('landing preload runtime: the largest image in the boot screen', () => {
  const drawAt = 'home-banner';
  const hero: RuntimeRoute = { ...home, calls: [{ ...home.calls[0]!, drawAt }] };
  const page = window as unknown as Record<string, Promise<unknown> | undefined>;
  const drawn = () => page[`${GLOBAL}Drawn`];
  const bootImage = () => document.querySelector<HTMLImageElement>('#boot img');
  let decoded: (() => void) | undefined;
  const decode = vi.fn<() => Promise<void>>();

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"></div><div id="boot"><div id="boot-art"></div><span>加载中…</span></div>';
    location.hash = '#/';
    vi.stubGlobal('fetch', answer([{ kind: 'hero', src: '/hero.png' }]));
    // jsdom has no decode(), nor a display mode: each test says when the image is decoded.
    decode.mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    document.body.innerHTML = '';
    delete page[`${GLOBAL}Drawn`];
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    decoded = undefined;
  });

  it('draws it where the screen will, in the boot screen’s frame for it, and says when it is on screen', async () => {
    runtime({ '/': hero }, '/api/', GLOBAL);
    let onScreen = false;
    void drawn()?.then(() => (onScreen = true));
    await vi.waitFor(() => expect(bootImage()).not.toBeNull());
    const img = bootImage()!;
    expect(img.src).toMatch(/\/hero\.png$/);
    expect(img.fetchPriority).toBe('high');
    expect(img.parentElement?.id).toBe('boot-art');
    expect(img.className).toBe('home-banner');
    // The image itself is the request: no preload beside it.
    expect(links('preload')).toEqual([]);
    await tick();
    expect(onScreen).toBe(false);
    decoded?.();
    await vi.waitFor(() => expect(onScreen).toBe(true));
  });

  it('asks for the screen’s chunks once the image is painted, in a task after that frame; its stylesheets at once', async () => {
    runtime({ '/': hero }, '/api/', GLOBAL);
    expect(links('stylesheet')).toEqual([expect.stringMatching(/\/assets\/home\.css$/)]);
    await vi.waitFor(() => expect(decoded).toBeDefined());
    await tick();
    expect(links('modulepreload')).toEqual([]);
    decoded?.();
    await drawn();
    // Settled in the frame's callbacks, before its paint: not yet.
    expect(links('modulepreload')).toEqual([]);
    await tick();
    expect(links('modulepreload')).toEqual([expect.stringMatching(/\/assets\/home\.js$/)]);
  });

  it('only preloads it in the installed app’s window, or once the boot screen is gone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    runtime({ '/': hero }, '/api/', GLOBAL);
    await drawn();
    expect(bootImage()).toBeNull();
    expect(links('preload')).toEqual([expect.stringMatching(/\/hero\.png$/)]);

    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    document.getElementById('boot')?.remove();
    runtime({ '/': hero }, '/api/', GLOBAL);
    await drawn();
    expect(links('preload')).toEqual([expect.stringMatching(/\/hero\.png$/)]);
  });

  it('settles when the image fails, the answer names none or the call fails: the app never waits for ever', async () => {
    decode.mockRejectedValue(new Error('broken image'));
    runtime({ '/': hero }, '/api/', GLOBAL);
    await expect(drawn()).resolves.toBeUndefined();

    vi.stubGlobal('fetch', answer([{ kind: 'other', src: '/b.png' }]));
    runtime({ '/': hero }, '/api/', GLOBAL);
    await expect(drawn()).resolves.toBeUndefined();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    runtime({ '/': hero }, '/api/', GLOBAL);
    await expect(drawn()).resolves.toBeUndefined();
  });

  it('hands the entry (src/boot-image.ts) the promise that the image is on screen', async () => {
    const page = window as unknown as Record<string, unknown>;
    runtime({ '/': hero }, '/api/', EARLY_GLOBAL);
    let rendered = false;
    const render = bootImageShown().then(() => (rendered = true));
    await vi.waitFor(() => expect(decoded).toBeDefined());
    expect(rendered).toBe(false);
    decoded?.();
    await render;
    expect(rendered).toBe(true);
    delete page.__h5Early;
    delete page.__h5EarlyDrawn;
  });

  it('leaves the app nothing to wait for on a route whose image has no known place', () => {
    runtime({ '/': home }, '/api/', GLOBAL);
    expect(drawn()).toBeUndefined();
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
      drawAt: 'home-banner',
    });
    expect(home).toContainEqual({
      method: calls.gameList.method,
      path: calls.gameList.path,
      body: null,
      lcpImage: null,
      drawAt: null,
    });
    for (const table of Object.values(landingRoutes))
      for (const call of table.calls) expect(resolveCall(calls, call).path).toBe(calls[call.call].path);
  });

  it('draw each largest image in a box that index.html’s boot style gives by that name', () => {
    const page = readFileSync('index.html', 'utf8');
    const boxes = Object.values(landingRoutes).flatMap((table) => table.calls.flatMap((c) => c.drawAt ?? []));
    expect(boxes).toEqual(['home-banner', 'login-logo', 'first-promotion', 'live-art']);
    for (const box of boxes) expect(page).toMatch(new RegExp(`#boot-art \\.${box} \\{[^}]*\\btop:`));
  });

  it('fail the build on a body the call’s request schema rejects', () => {
    expect(() => resolveCall(calls, { call: 'bannerList', body: { type: 'two' } })).toThrow(/bannerList/);
  });
});
