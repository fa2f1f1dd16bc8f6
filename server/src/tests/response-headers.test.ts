import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { mountStatic } from '../static';
import { freshAppPerTest } from '../testing/helper';

/** What the server's answers let a browser do: the app's own frames, the headers of data answers. */
const t = freshAppPerTest();

describe('frames of the app’s own pages', () => {
  it('the game URL carries the session in its fragment (never sent to a server), not the query', async () => {
    const token = await t.login();
    const url = new URL((await t.post('getGameUrl', { plat_name: 'ag' }, token)).data.url as string);
    expect(url.pathname).toBe('/demo/game.html');
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBe(token);
    expect(url.search).not.toContain(token);
  });

  it('the demo pages never reach for the app’s storage or window', () => {
    const dir = join(import.meta.dirname, '../../public/demo');
    const pages = readdirSync(dir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages)
      expect(readFileSync(join(dir, page), 'utf8'), page).not.toMatch(
        /sessionStorage|localStorage|window\.(top|parent|opener)|\btop\.|\bparent\./,
      );
  });

  it('an opaque origin (Origin: null) may make the calls the framed demo pages make, by name, and nothing else', async () => {
    const preflight = (path: string) =>
      t.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: 'null',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    for (const path of ['/api/balance', '/api/transfer', '/api/userapimoney/ag'])
      expect((await preflight(path)).headers.get('access-control-allow-origin'), path).toBe('null');
    // h5/inviter is open to anyone and shares its first segment with the member call h5/…; the
    // others are member calls the demo pages never make.
    for (const path of [
      '/api/login',
      '/api/login_pc',
      '/api/register',
      '/api/app',
      '/api/h5/inviter',
      '/api/balancelist',
      '/api/user',
      '/api/getcard',
      '/api/userapimoney/ag/x',
    ])
      expect((await preflight(path)).headers.get('access-control-allow-origin'), path).toBeNull();
    // Another site's origin stays refused.
    const other = await t.request('/api/balance', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('headers of data answers', () => {
  it('/api answers: no-store, and a policy that lets them be nothing but data', async () => {
    const token = await t.login();
    for (const response of [
      await t.request('/api/app', { method: 'POST' }),
      await t.request('/api/balance', { method: 'POST', headers: { authorization: `Bearer ${token}` } }),
      await t.request('/api/balance', { method: 'POST' }),
      await t.request('/api/login', { method: 'POST', body: '{' }),
      await t.request('/api/nope', { method: 'POST' }),
    ]) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('/qrcode: the SVG under a policy that allows nothing, the refusal not sniffable, with or without the static site', async () => {
    const withStatic = createApp({
      db: t.db,
      uploadDir: t.uploadDir,
      extend: (app) => mountStatic(app, { uploadDir: t.uploadDir, distDir: t.uploadDir }),
    });
    for (const app of [t.app, withStatic]) {
      const svg = await app.request(
        `/qrcode?text=${encodeURIComponent('https://h5.example.com/demo/app.html')}`,
      );
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toContain('image/svg+xml');
      expect(await svg.text()).not.toMatch(/<script|style=/i);
      const bad = await app.request('/qrcode?text=javascript:alert(1)');
      expect(bad.status).toBe(400);
      for (const response of [svg, bad]) {
        expect(response.headers.get('content-security-policy')).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });
});
