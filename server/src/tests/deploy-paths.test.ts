import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../db/database';
import { mountSite } from '../mount-site';
import { testConfig } from '../testing/helper';

const REPO = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(REPO, path), 'utf8');
/** Paths of the build itself: the web server serves them from the build's folder. */
const BUILD_PATHS = new Set(['/*', '/.vite/', '/assets/', '/sw.js', '/manifest.webmanifest']);

/** The first segment of every route the running server mounts outside the build: `/api/`, `/qrcode`… */
function serverRootPaths(): string[] {
  const { db } = openDatabase(':memory:');
  try {
    const config = testConfig({ staticDir: tmpdir(), uploadDir: tmpdir() });
    const app = createApp({
      db,
      uploadDir: tmpdir(),
      config,
      extend: (root) => mountSite(root, { db, config }),
    });
    const roots = app.routes.map(({ path }) => {
      const [, first = '', ...rest] = path.split('/');
      return rest.length > 0 ? `/${first}/` : `/${first}`;
    });
    return [...new Set(roots)].filter((path) => !BUILD_PATHS.has(path)).sort();
  } finally {
    db.close();
  }
}

/** nginx passes `path` to the server: `location /api/ { proxy_pass …` or `location = /qrcode { proxy_pass …`. */
const proxies = (conf: string, path: string) =>
  new RegExp(`location (= )?${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\{ proxy_pass `).test(conf);

describe('the root paths a deployment passes to the reference server', () => {
  const paths = serverRootPaths();

  it('are the ones the documents and deploy/ name', () => {
    expect(paths).toEqual(['/api/', '/assets-demo/', '/demo-api/', '/demo/', '/h5/', '/qrcode', '/uploads/']);
  });

  it('deploy/nginx.conf passes each of them on', () => {
    const conf = read('deploy/nginx.conf');
    for (const path of paths) expect(proxies(conf, path), path).toBe(true);
  });

  it('under /h5/, the sub-folder file passes the root ones and the sponsor pages, which the docs list', () => {
    const conf = read('deploy/nginx-subfolder.conf');
    const docs = read('docs/deployment.md');
    const section = docs.slice(
      docs.indexOf('## In a folder'),
      docs.indexOf('\n## ', docs.indexOf('## In a folder') + 1),
    );
    for (const path of paths.filter((p) => p !== '/h5/')) {
      expect(proxies(conf, path), path).toBe(true);
      expect(section, `docs/deployment.md "In a folder" names ${path}`).toContain(`\`${path}\``);
    }
    const sponsor = /location ~ (\^\/h5\/\S+\$) \{ proxy_pass /.exec(conf)?.[1];
    expect(sponsor).toBeDefined();
    for (const name of readdirSync(join(REPO, 'server/public/h5'))) {
      expect(new RegExp(sponsor!).test(`/h5/${name}`), name).toBe(true);
    }
    expect(section).toContain('npm run operator -- set h5_url https://');
  });
});
