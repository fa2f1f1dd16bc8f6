import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFolder } from '../../../build/compress';
import { UPLOAD_LIMIT } from '../app';
import {
  brotliModule,
  configTest,
  fetchInsecure,
  nginxBinary,
  prepare,
  renderSite,
  SITE_CONFIG,
  API_HOST_CONFIG,
  startNginx,
  SUBFOLDER_CONFIG,
  type RunningNginx,
} from '../../../scripts/bench/nginx';
import { echoApi } from '../testing/echo-api';

/** A plain-http GET with the given Host: its status, or the error when nginx closed without an answer. */
function plainGet(origin: string, host: string): Promise<number | Error> {
  return new Promise((resolvePromise) => {
    const req = request(`${origin}/`, { headers: { Host: host }, timeout: 10_000 }, (res) => {
      res.resume();
      resolvePromise(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolvePromise(error));
    req.end();
  });
}

const nginx = !!nginxBinary() && !!brotliModule();

describe.runIf(nginx)('deploy/nginx.conf under a real nginx', () => {
  let dist: string;
  let api: Server;
  let served: RunningNginx;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'h5-nginx-dist-'));
    chmodSync(dist, 0o755); // nginx's workers run as another user
    for (const dir of ['assets', '.vite']) mkdirSync(join(dist, dir));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>体育娱乐</title>${'<p>壳</p>'.repeat(200)}`,
    );
    writeFileSync(join(dist, 'assets/index-abc.js'), `export const a = ${JSON.stringify('x'.repeat(4000))};`);
    writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}); // ${'.'.repeat(2000)}`);
    writeFileSync(
      join(dist, 'manifest.webmanifest'),
      JSON.stringify({ name: '体育娱乐', pad: 'y'.repeat(2000) }),
    );
    writeFileSync(join(dist, '.vite/manifest.json'), '{}');
    // deploy/upgrade.sh's list of retired bundles, in the served folder.
    writeFileSync(join(dist, '.retired'), '1764000000 assets/index-old.js\n');
    compressFolder(dist);
    // A stand-in for the reference server: answers with the Host and forwarded headers it got.
    const echo = await echoApi();
    api = echo.server;
    served = await startNginx(dist, echo.port, false);
  }, 60_000);
  afterAll(async () => {
    await served?.stop();
    api?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('nginx -t accepts each file', async () => {
    for (const file of [SITE_CONFIG, SUBFOLDER_CONFIG, API_HOST_CONFIG]) {
      const prepared = await prepare(readFileSync(file, 'utf8'), dist, 9, false);
      try {
        expect(configTest(prepared), file).toBeNull();
      } finally {
        rmSync(prepared.dir, { recursive: true, force: true });
      }
    }
  }, 60_000);

  it('nginx -t accepts each file with its IPv6 listens kept (the bench leaves them out)', async () => {
    for (const file of [SITE_CONFIG, SUBFOLDER_CONFIG, API_HOST_CONFIG]) {
      const prepared = await prepare(readFileSync(file, 'utf8'), dist, 9, false);
      try {
        const template = readFileSync(file, 'utf8')
          .replace(/listen \[::\]:80( default_server)?;[^\n]*/g, `listen [::1]:${prepared.httpPort}$1;`)
          .replace(
            /listen \[::\]:443 ssl http2( default_server)?;[^\n]*/g,
            `listen [::1]:${prepared.httpsPort} ssl http2$1;`,
          );
        const site = renderSite(template, prepared.values);
        expect(site, file).toMatch(/listen \[::1\]:\d+ ssl http2/);
        writeFileSync(join(prepared.dir, 'site.conf'), site);
        expect(configTest(prepared), file).toBeNull();
      } finally {
        rmSync(prepared.dir, { recursive: true, force: true });
      }
    }
  }, 60_000);

  it('Debian’s stock default site must go, as the install block says: beside it nginx -t fails', async () => {
    const prepared = await prepare(readFileSync(SITE_CONFIG, 'utf8'), dist, 9, false);
    try {
      const site = join(prepared.dir, 'site.conf');
      // What /etc/nginx/sites-enabled/default holds on a fresh Debian 12 (its welcome page).
      const debianDefault = `server {
    listen 127.0.0.1:${prepared.httpPort} default_server;
    root /var/www/html;
    index index.html index.nginx-debian.html;
    server_name _;
    location / { try_files $uri $uri/ =404; }
}
`;
      writeFileSync(site, readFileSync(site, 'utf8') + debianDefault);
      expect(configTest(prepared)).toMatch(/duplicate default server/);
    } finally {
      rmSync(prepared.dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the three files fit in one http block, on the same ports: upstreams and maps are named apart', async () => {
    const prepared = await prepare(readFileSync(SITE_CONFIG, 'utf8'), dist, 9, false);
    try {
      const all = [SITE_CONFIG, SUBFOLDER_CONFIG, API_HOST_CONFIG].map((file) =>
        renderSite(readFileSync(file, 'utf8'), prepared.values),
      );
      writeFileSync(join(prepared.dir, 'site.conf'), all.join('\n'));
      expect(configTest(prepared)).toBeNull();
    } finally {
      rmSync(prepared.dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a request for a name the site does not serve gets no answer, on either port', async () => {
    await expect(fetchInsecure(`${served.origin}/`, { Host: 'evil.test' })).rejects.toThrow();
    expect(await plainGet(served.httpOrigin, 'evil.test')).toBeInstanceOf(Error);
    // Its own name still works: https answers, http redirects.
    expect((await fetchInsecure(`${served.origin}/`)).status).toBe(200);
    expect(await plainGet(served.httpOrigin, '127.0.0.1')).toBe(301);
  });

  it('every file of the app carries the security headers, brotli when accepted, with its caching', async () => {
    const expected: [string, RegExp][] = [
      ['/', /no-cache/],
      ['/assets/index-abc.js', /immutable/],
      ['/sw.js', /no-cache/],
      ['/manifest.webmanifest', /no-cache/],
    ];
    for (const [path, cache] of expected) {
      const r = await fetchInsecure(`${served.origin}${path}`, { 'Accept-Encoding': 'gzip, br' });
      expect(r.status, path).toBe(200);
      expect(r.headers['content-encoding'], path).toBe('br');
      expect(r.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(r.headers['x-content-type-options'], path).toBe('nosniff');
      expect(r.headers['x-frame-options'], path).toBe('DENY');
      expect(r.headers['cache-control'], path).toMatch(cache);
    }
    // The page's policy on the page and the service worker; a bundle's own policy is ignored where
    // it is loaded, so it carries the short one (deploy/asset-headers.conf).
    const policy = async (path: string) =>
      (await fetchInsecure(`${served.origin}${path}`)).headers['content-security-policy'];
    for (const page of ['/', '/sw.js']) expect(await policy(page), page).toContain("script-src 'self'");
    expect(await policy('/assets/index-abc.js')).toBe("default-src 'none'; frame-ancestors 'none'");
    const manifest = await fetchInsecure(`${served.origin}/manifest.webmanifest`);
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    const gz = await fetchInsecure(`${served.origin}/assets/index-abc.js`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('an unknown bundle, the build map and the operator’s dot files are 404s; the proxies keep the port in Host', async () => {
    for (const path of ['/assets/missing-123.js', '/.vite/manifest.json', '/.retired', '/.env']) {
      const missing = await fetchInsecure(`${served.origin}${path}`);
      expect(missing.status, path).toBe(404);
      // A miss is never kept (a later build may use the name), and it is an answer of the app.
      expect(missing.headers['cache-control'], path).toBe('no-store');
      expect(missing.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(missing.headers['x-content-type-options'], path).toBe('nosniff');
      expect(missing.headers['x-frame-options'], path).toBe('DENY');
    }
    // The server's answers are compressed on the way when they are worth it.
    const long = `/api/app?pad=${'p'.repeat(400)}`;
    const zipped = await fetchInsecure(`${served.origin}${long}`, { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toMatchObject({ url: long });
    const short = await fetchInsecure(`${served.origin}/api/app`, { 'Accept-Encoding': 'gzip' });
    expect(short.headers['content-encoding']).toBeUndefined();
    const port = new URL(served.origin).port;
    for (const path of [
      '/api/app',
      '/assets-demo/logo.svg',
      '/uploads/a.png',
      '/demo/kefu.html',
      '/demo-api/names',
      '/qrcode?text=x',
      '/h5/1.html',
    ]) {
      const answer = JSON.parse((await fetchInsecure(`${served.origin}${path}`)).body.toString()) as Record<
        string,
        string
      >;
      expect(answer, path).toEqual({ url: path, host: `127.0.0.1:${port}`, proto: 'https' });
    }
  });

  it('hardened: HSTS on every answer, proxied ones too; no version; a missing page is a 404; an avatar passes', async () => {
    for (const path of [
      '/',
      '/assets/index-abc.js',
      '/api/app',
      '/demo/kefu.html',
      '/qrcode?text=x',
      '/h5/1.html',
    ]) {
      const r = await fetchInsecure(`${served.origin}${path}`);
      expect(r.headers['strict-transport-security'], path).toBe('max-age=31536000');
      expect(r.headers.server, path).toBe('nginx');
    }
    for (const path of ['/robots.txt', '/favicon-missing.ico', '/login']) {
      const missing = await fetchInsecure(`${served.origin}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.body.toString(), path).not.toContain('体育娱乐');
      expect(missing.headers['strict-transport-security'], path).toBe('max-age=31536000');
    }
    // An avatar just under the server's own limit reaches the server (not nginx's 413 page).
    const status = await new Promise<number>((done, fail) => {
      const body = Buffer.alloc(UPLOAD_LIMIT - 1024, 'a');
      const req = httpsRequest(
        `${served.origin}/api/uploadimg`,
        {
          method: 'POST',
          rejectUnauthorized: false,
          headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': body.length },
        },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', fail);
      req.end(body);
    });
    expect(status).toBe(200);
  });
});
