import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ROOT_DIR, mountStatic } from '../static';
import { freshAppPerTest } from '../testing/helper';

const t = freshAppPerTest();
let site: ReturnType<typeof createApp>;
beforeEach(() => {
  site = createApp({
    db: t.db,
    uploadDir: t.uploadDir,
    extend: (app) => mountStatic(app, { uploadDir: t.uploadDir }),
  });
});

/** Every picture URL the seed hands out. */
function seededUrls(): string[] {
  const q = (sql: string) =>
    (t.db.prepare(sql).all() as { u: string | null }[]).map((r) => r.u).filter((u): u is string => !!u);
  return [
    ...q('SELECT mobile_img AS u FROM games'),
    ...q('SELECT gamepic AS u FROM lobby_games'),
    ...q('SELECT src AS u FROM banners'),
    ...q('SELECT banner AS u FROM activities'),
    ...q("SELECT value AS u FROM settings WHERE key IN ('site_logo', 'default_avatar', 'app_icon')"),
  ];
}

describe('static files and art', () => {
  it('every seeded picture exists and is served as SVG (no broken images)', async () => {
    const urls = seededUrls();
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      expect(url.startsWith('/assets-demo/'), url).toBe(true);
      expect(existsSync(join(ROOT_DIR, 'server/public', url)), url).toBe(true);
      const r = await site.request(url);
      expect(r.status, url).toBe(200);
      expect(r.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('serves the demo pages under /demo', async () => {
    for (const page of ['kefu', 'agent', 'app']) {
      const r = await site.request(`/demo/${page}.html`);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('lang="zh-CN"');
    }
  });

  it('serves an uploaded avatar under /uploads and refuses path tricks', async () => {
    const token = await t.login();
    const form = new FormData();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const r = await site.request('/api/uploadimg', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const avatar = ((await r.json()) as { data: { avatar: string } }).data.avatar;
    const file = await site.request(avatar);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await site.request('/uploads/../package.json')).status).toBe(404);
    expect((await site.request('/uploads/%2e%2e/package.json')).status).toBe(404);
  });

  it('leaves /api to the API behind the static mounts', async () => {
    const r = await site.request('/api/app', { method: 'POST' });
    expect(((await r.json()) as { code: number }).code).toBe(200);
    const balance = await site.request('/api/balance', { method: 'POST' });
    expect(balance.status).toBe(200);
    expect(((await balance.json()) as { code: number }).code).toBe(401);
  });

  it('answers the SPA shell (or the build hint) at /, and 404 for missing files', async () => {
    const home = await site.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect((await site.request('/missing-file.js')).status).toBe(404);
    expect((await site.request('/assets-demo/missing.svg')).status).toBe(404);
  });

  it('the captcha pool holds 21 images named by 4-character answers mixing letters and digits', () => {
    const files = readdirSync(join(ROOT_DIR, 'public/captcha')).filter((f) => f.endsWith('.svg'));
    expect(files).toHaveLength(21);
    for (const file of files) {
      const answer = file.replace(/\.svg$/, '');
      expect(answer).toMatch(/^[A-Z2-9]{4}$/);
      expect(answer).toMatch(/[A-Z]/);
      expect(answer).toMatch(/\d/);
      expect(answer).not.toMatch(/[01OI]/);
    }
  });
});
