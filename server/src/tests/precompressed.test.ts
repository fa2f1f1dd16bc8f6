import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressFolder } from '../../../build/compress';
import { createApp } from '../app';
import { mountStatic } from '../static';
import { freshAppPerTest } from '../testing/helper';

/** A small build as `vite build` writes it, compressed by the build's own step. */
const script = `export const greeting = ${JSON.stringify('你好，'.repeat(400))};\n`;
const html = `<!doctype html><html lang="zh-CN"><head><script type="module" src="./assets/index-abc123.js"></script></head><body>${'<p>体育娱乐</p>'.repeat(100)}</body></html>`;

const t = freshAppPerTest();
let dist: string;
let site: ReturnType<typeof createApp>;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'h5-precompressed-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(join(dist, '.vite/manifest.json'), '{"src/main.tsx":{"file":"assets/index-abc123.js"}}');
  compressFolder(dist);
  site = createApp({
    db: t.db,
    uploadDir: t.uploadDir,
    extend: (app) => mountStatic(app, { uploadDir: t.uploadDir, distDir: dist }),
  });
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  site.request(path, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

describe('precompressed build files', () => {
  it('the build step writes a .br and a .gz copy that decode to the file', () => {
    const file = join(dist, 'assets/index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('sends the brotli copy to a browser that accepts it, with the type and length of what is sent', async () => {
    const r = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await r.arrayBuffer());
    expect(Number(r.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(script);
  });

  it('the shell at / comes precompressed too, under the app’s security headers', async () => {
    const r = await get('/', 'br');
    expect(r.headers.get('content-encoding')).toBe('br');
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(brotliDecompressSync(Buffer.from(await r.arrayBuffer())).toString()).toBe(html);
  });

  it('never serves the build’s map of source modules', async () => {
    expect((await get('/.vite/manifest.json', 'br')).status).toBe(404);
  });
});
