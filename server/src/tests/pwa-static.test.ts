import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { manifestWithTitle } from '../manifest';
import { getSetting, setSetting } from '../repositories/settings';
import { mountStatic } from '../static';
import { freshAppPerTest } from '../testing/helper';

/** What the installable app needs from the server that serves the build. */
const t = freshAppPerTest();
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const built = {
  name: '体育娱乐',
  short_name: '体育娱乐',
  start_url: './',
  scope: './',
  display: 'standalone',
};

function site() {
  dir = mkdtempSync(join(tmpdir(), 'h5-pwa-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify(built));
  const db = t.db;
  return createApp({
    db,
    uploadDir: t.uploadDir,
    extend: (app) =>
      mountStatic(app, { uploadDir: t.uploadDir, distDir: dir, siteTitle: () => getSetting(db, 'title') }),
  });
}

describe('service worker and manifest', () => {
  it('sw.js is never cached for long, and the policy lets the app run its worker and read its manifest', async () => {
    const app = site();
    const r = await app.request('/sw.js');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves the build manifest with the site title as name and short name', async () => {
    const app = site();
    setSetting(t.db, 'title', '星辰体育');
    const r = await app.request('/manifest.webmanifest');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/manifest+json');
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(await r.json()).toEqual({ ...built, name: '星辰体育', short_name: '星辰体育' });
  });

  it('keeps the build names without a title and cuts a long short name', () => {
    expect(JSON.parse(manifestWithTitle(JSON.stringify(built), '  '))).toEqual(built);
    const long = JSON.parse(
      manifestWithTitle(JSON.stringify(built), '星辰体育官方娱乐城手机版网页应用'),
    ) as typeof built;
    expect(long.name).toBe('星辰体育官方娱乐城手机版网页应用');
    expect([...long.short_name]).toHaveLength(12);
  });

  it('a build without a manifest answers 404 for it', async () => {
    const app = site();
    rmSync(join(dir, 'manifest.webmanifest'));
    expect((await app.request('/manifest.webmanifest')).status).toBe(404);
  });
});
