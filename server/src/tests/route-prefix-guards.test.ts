import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DATA_PREFIXES } from '../http/data-paths';
import { hashToken, issueToken, findUserByName } from '../repositories/users';
import { mountStatic } from '../static';
import { freshAppPerTest, testConfig } from '../testing/helper';

/**
 * Walks every route prefix the server mounts (createApp with the static site, as server.ts serves
 * it). Each data prefix must look tokens up with the idle expiry, cap bodies at 64 KB and send the
 * headers of data answers, on every route; each file prefix must send its security headers. A
 * prefix in neither list fails, so a new one cannot arrive unguarded.
 */
const t = freshAppPerTest();

/** Prefixes that serve files and pages: no token, no body, the site's own security headers. */
const FILE_PREFIXES = [
  '/*',
  '/qrcode',
  '/.vite',
  '/assets-demo',
  '/demo',
  '/h5',
  '/uploads',
  '/sw.js',
  '/manifest.webmanifest',
  '/assets',
];

function serverApp() {
  return createApp({
    db: t.db,
    uploadDir: t.uploadDir,
    config: testConfig({ tokenIdleMs: 60_000 }),
    extend: (app) => mountStatic(app, { uploadDir: t.uploadDir }),
  });
}

const prefixOf = (path: string) => path.split('/').slice(0, 2).join('/');

/** Every concrete data route (method and path, parameters filled in) the app answers. */
function dataRoutes(app: ReturnType<typeof createApp>) {
  const routes = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (!(DATA_PREFIXES as readonly string[]).includes(prefixOf(route.path))) continue;
    const path = route.path.replace(/:[A-Za-z_]+/g, 'ag');
    routes.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...routes.values()];
}

function expectDataHeaders(response: Response, label: string) {
  expect(response.headers.get('cache-control'), label).toBe('no-store');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('content-security-policy'), label).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
}

describe('every route prefix the server mounts is guarded', () => {
  it('names every mounted prefix as data or files', () => {
    const app = serverApp();
    const prefixes = new Set(app.routes.map((route) => prefixOf(route.path)));
    for (const prefix of DATA_PREFIXES) expect(prefixes).toContain(prefix);
    for (const prefix of prefixes)
      expect([...DATA_PREFIXES, ...FILE_PREFIXES], `unclassified prefix ${prefix}`).toContain(prefix);
  });

  it('data routes: an expired token is refused and stays dead, a body over 64 KB is refused, the headers of data answers', async () => {
    const app = serverApp();
    const routes = dataRoutes(app);
    expect(routes.some((r) => r.path === '/demo-api/bet')).toBe(true);
    expect(routes.some((r) => r.path === '/demo-api/names')).toBe(true);
    const demo = findUserByName(t.db, 'demo888')!;
    const expire = t.db.prepare('UPDATE tokens SET last_used_at = ? WHERE token_hash = ?');
    const alive = t.db.prepare('SELECT COUNT(*) AS n FROM tokens WHERE token_hash = ?');

    for (const { method, path } of routes) {
      const label = `${method} ${path}`;
      const token = issueToken(t.db, demo.id);
      expire.run(Date.now() - 61_000, hashToken(token));
      const init: RequestInit = {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      };
      const expired = await app.request(`${path}${method === 'GET' ? '?plat=ag' : ''}`, init);
      expectDataHeaders(expired, label);
      const answer = (await expired.json()) as { code: number };
      // Open calls answer without a member; member calls say 401. Either way the token is gone.
      expect(alive.get(hashToken(token)), label).toEqual({ n: 0 });
      if (path.startsWith('/demo-api/')) expect(answer.code, label).toBe(401);

      if (method === 'GET') continue;
      const big = await app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        // The avatar upload has its own, larger limit (2 MB).
        body: JSON.stringify({
          filler: 'x'.repeat(path.endsWith('/uploadimg') ? 2 * 1024 * 1024 : 80 * 1024),
        }),
      });
      expectDataHeaders(big, label);
      expect((await big.json()) as unknown, label).toMatchObject({ code: 422, message: '请求内容过大' });
    }
  });

  it('file prefixes send their security headers', async () => {
    const app = serverApp();
    for (const prefix of FILE_PREFIXES) {
      const path =
        prefix === '/*' ? '/' : prefix === '/qrcode' ? '/qrcode?text=https://example.com/' : `${prefix}/x`;
      const response = await app.request(path);
      expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options') ?? 'none', path).toMatch(/^(DENY|SAMEORIGIN)$/);
    }
  });
});
