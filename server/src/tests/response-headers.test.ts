import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import { mountStatic, ROOT_DIR } from '../static';
import { freshAppPerTest } from '../testing/helper';

/** What the server's answers let a browser do: the headers of pages, files and data answers, unknown assets, the app's frames. */
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

describe('headers of the pages and static files, and unknown assets', () => {
  const makeSite = (distDir: string, legacyScripts?: boolean) => {
    t.reopen();
    return createApp({
      db: t.db,
      uploadDir: t.uploadDir,
      extend: (app) => mountStatic(app, { uploadDir: t.uploadDir, distDir, legacyScripts }),
    });
  };
  const dist = () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-dist-'));
    const inline = 'window.__boot = 1;';
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><script>${inline}</script><script type="module" src="./assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
    );
    return { dir, hash: `'sha256-${createHash('sha256').update(inline).digest('base64')}'` };
  };

  it('/api answers are never stored', async () => {
    for (const response of [
      await t.request('/api/app', { method: 'POST' }),
      await t.request('/api/balance', { method: 'POST' }),
      await t.request('/api/nope', { method: 'POST' }),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('the shell and static files carry the CSP (inline scripts by hash), nosniff, referrer policy, no framing', async () => {
    const { dir, hash } = dist();
    try {
      const site = makeSite(dir);
      for (const path of ['/', '/index.html', '/favicon.svg', '/nope.js']) {
        const response = await site.request(path);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp).toContain(`script-src 'self' ${hash}`);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("img-src 'self' data: blob: http: https:");
        expect(csp).toContain('frame-src http: https:');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the legacy-build switch adds 'unsafe-eval' and 'unsafe-inline' to another build's pages only, never to /demo or /h5", async () => {
    const { dir, hash } = dist();
    try {
      const strict = (await makeSite(dir).request('/')).headers.get('content-security-policy') ?? '';
      expect(strict).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      const site = makeSite(dir, true);
      for (const path of ['/', '/index.html', '/favicon.svg']) {
        const csp = (await site.request(path)).headers.get('content-security-policy') ?? '';
        // No hash beside 'unsafe-inline': a hash would make browsers ignore it (inline handlers blocked).
        expect(csp, path).toContain("script-src 'self' 'unsafe-eval' 'unsafe-inline';");
        expect(csp).not.toContain(hash);
        expect(csp).toContain("frame-ancestors 'none'");
      }
      for (const path of ['/demo/game.html', '/h5/1.html']) {
        const csp = (await site.request(path)).headers.get('content-security-policy') ?? '';
        expect(csp, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the legacy-build switch is off by default and never reaches our own build, whatever the environment says', async () => {
    const { dir } = dist();
    const switchOf = (env: Record<string, string>) => readConfig(env).staticLegacyScripts;
    try {
      const byDefault =
        (await makeSite(dir, switchOf({})).request('/')).headers.get('content-security-policy') ?? '';
      expect(byDefault).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      // Both names switch it on for another build...
      for (const name of ['STATIC_LEGACY_SCRIPTS', 'STATIC_ALLOW_EVAL']) {
        const csp =
          (await makeSite(dir, switchOf({ [name]: '1' })).request('/')).headers.get(
            'content-security-policy',
          ) ?? '';
        expect(csp, name).toContain("'unsafe-inline'");
      }
      // ...but our own dist/ never gets it, by environment or by option.
      for (const option of [undefined, switchOf({ STATIC_LEGACY_SCRIPTS: '1' }), true]) {
        const ours = makeSite(join(ROOT_DIR, 'dist'), option);
        for (const path of ['/', '/index.html', '/concise']) {
          const csp = (await ours.request(path)).headers.get('content-security-policy') ?? '';
          expect(csp, path).toContain("script-src 'self'");
          expect(csp, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the demo pages the app frames may be framed by the same origin only', async () => {
    const { dir } = dist();
    try {
      const site = makeSite(dir);
      for (const page of ['demo/game', 'demo/kefu', 'demo/agent', 'demo/app', 'h5/1', 'h5/2']) {
        const response = await site.request(`/${page}.html`);
        expect(response.status).toBe(200);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("frame-ancestors 'self'");
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        // The demo pages' inline scripts run by hash, not by 'unsafe-inline'; the sponsor pages have none.
        expect(csp).toMatch(page.startsWith('demo/') ? /script-src 'self' 'sha256-/ : /script-src 'self';/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an unknown /assets/ path is 404, not the shell cached for a year', async () => {
    const { dir } = dist();
    try {
      const site = makeSite(dir);
      for (const path of ['/assets/index-missing.js', '/assets/anything', '/assets/']) {
        const response = await site.request(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
      }
      expect((await site.request('/')).status).toBe(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
