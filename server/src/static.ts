import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { siteManifest } from './manifest';
import { isDataPath } from './http/data-paths';

/** Repository root (server/src/static.ts → ../../). */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface StaticOptions {
  /** Built SPA (vite build output). */
  distDir?: string;
  /** Demo pages and generated art: server/public (…/assets-demo, …/demo). */
  publicDir?: string;
  /** Uploaded avatars, served at /uploads. */
  uploadDir: string;
  /**
   * The legacy-build switch (STATIC_LEGACY_SCRIPTS=1, or its old name STATIC_ALLOW_EVAL=1): adds
   * `'unsafe-eval'` and `'unsafe-inline'` to the app pages' `script-src`, only for a third-party build
   * served through STATIC_DIR. The family's original Vue 2 client compiles its root template with
   * `new Function` and unlocks its card forms with inline handlers
   * (`<input readonly onfocus="this.removeAttribute('readonly')">`). Off by default; never applied to
   * our own build (dist/ of this repository), nor to the pages under /demo and /h5.
   */
  legacyScripts?: boolean;
  /** The site's title for the web app manifest (server/src/manifest.ts). */
  siteTitle?: () => string | undefined;
}

const cache =
  (value: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header('Cache-Control', value);
    c.header('X-Content-Type-Options', 'nosniff');
  };

/** A `<script type>` that is a script (none, a JavaScript MIME type, `module`): anything else is data that never runs. */
const RUNS = /^\s*(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|module)?\s*$/i;

/**
 * Inline `<script>` elements (no `src`) of an HTML page that run, as CSP source expressions
 * `'sha256-…'`. A data block (`type="application/json"`, the landing preload's route table) needs no
 * hash: the policy stays the one of deploy/security-headers.conf, which lists only the script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !RUNS.test(type[1] ?? type[2] ?? type[3] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** Hashes of a file's inline scripts, re-read only when the file changes (a rebuild while running). */
const hashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();
function fileScriptHashes(file: string): string[] {
  try {
    const { mtimeMs } = statSync(file);
    const cached = hashCache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
    hashCache.set(file, { mtimeMs, hashes });
    return hashes;
  } catch {
    return [];
  }
}

/**
 * Content-Security-Policy of the app (and of every static file): only what the app needs — its own
 * scripts (inline ones only by hash), styles, images from anywhere on http(s) and data:, frames
 * (games, service) on http(s), API calls to itself — and it may not be framed by anyone.
 * `frameAncestors: "'self'"` is the variant for the demo pages the app frames.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  frameAncestors = "'none'",
  legacyScripts = false,
): string {
  // A hash in script-src makes browsers ignore 'unsafe-inline': the legacy variant lists none.
  const scripts = legacyScripts ? ["'unsafe-eval'", "'unsafe-inline'"] : scriptHashes;
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scripts].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The app's service worker (sw.js) and web app manifest, from its own origin.
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' http: https:",
    'frame-src http: https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * Folders of server/public served under their own name and framed by the app: /demo (game, service,
 * agent, download) and /h5 (the sponsor pages the family's clients frame at `<API host>/h5/1.html`).
 */
const FRAMED_FOLDERS = ['demo', 'h5'] as const;

/** The security headers of everything served outside /api (docs/security.md). */
function securityHeaders(distDir: string, publicDir: string, legacyScripts: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    if (isDataPath(path)) return; // data answers carry their own (app.ts)
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const framed = FRAMED_FOLDERS.find((folder) => path.startsWith(`/${folder}/`));
    if (framed) {
      // The app frames these pages (game, service, agent, download; the sponsor pages): same origin only.
      const file = join(publicDir, framed, path.slice(framed.length + 2));
      const hashes =
        file.startsWith(join(publicDir, framed)) && path.endsWith('.html') ? fileScriptHashes(file) : [];
      c.header('Content-Security-Policy', contentSecurityPolicy(hashes, "'self'"));
      c.header('X-Frame-Options', 'SAMEORIGIN');
      return;
    }
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy(fileScriptHashes(join(distDir, 'index.html')), "'none'", legacyScripts),
    );
    c.header('X-Frame-Options', 'DENY');
  };
}

/**
 * A text file of the build has a brotli and a gzip copy: whatever the browser accepted, caches in
 * between must keep one answer per Accept-Encoding.
 */
const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('Content-Type') ?? '';
  if (!/^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/.test(type)) return;
  const vary = c.res.headers.get('Vary') ?? '';
  if (!/accept-encoding/i.test(vary)) c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};

const NO_DIST_PAGE = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>尚未构建前端</title><body style="font-family:PingFang SC,Noto Sans CJK SC,sans-serif;padding:24px;line-height:1.7">
<h2>前端尚未构建</h2><p>API 已在 <code>/api</code> 运行。请执行 <code>npm start</code>（会自动构建），或先执行 <code>npm run build</code>。</p></body></html>`;

/**
 * Mounts everything the server serves besides /api: the SPA from dist/ (index.html at /),
 * generated art at /assets-demo/*, demo pages at /demo/*, uploads at /uploads/*.
 * Used by server.ts through createApp's `extend`.
 */
export function mountStatic(app: Hono, options: StaticOptions) {
  const distDir = options.distDir ?? join(ROOT_DIR, 'dist');
  const publicDir = options.publicDir ?? join(ROOT_DIR, 'server/public');
  const legacyScripts = options.legacyScripts === true && resolve(distDir) !== resolve(ROOT_DIR, 'dist');
  const stripPrefix = (prefix: string) => (path: string) => path.slice(prefix.length) || '/';

  // The build's files go out as the precompressed copy the browser accepts (brotli, else gzip:
  // build/compress.ts writes them); everything else that is text (demo pages, SVG art, the
  // manifest) is gzipped on the fly. On a mobile network the bytes are the load time.
  app.use('*', securityHeaders(distDir, publicDir, legacyScripts));
  const compressed = compress();
  app.use('*', async (c, next) => (isDataPath(c.req.path) ? next() : compressed(c, next)));
  app.use('*', varyOnEncoding);
  const fromDist = (extra: Parameters<typeof serveStatic>[0] = {}) =>
    serveStatic({ root: distDir, precompressed: true, ...extra });
  // The build's map of source modules is for the size budgets, not for visitors.
  app.all('/.vite/*', (c) => c.text('Not Found', 404));

  app.use('/assets-demo/*', cache('public, max-age=3600'), serveStatic({ root: publicDir }));
  for (const folder of FRAMED_FOLDERS) {
    app.use(
      `/${folder}/*`,
      cache('no-cache'),
      serveStatic({ root: join(publicDir, folder), rewriteRequestPath: stripPrefix(`/${folder}`) }),
    );
  }
  app.use(
    '/uploads/*',
    cache('public, max-age=86400'),
    serveStatic({ root: options.uploadDir, rewriteRequestPath: stripPrefix('/uploads') }),
  );
  // The service worker and the manifest: browsers must see a new build's at once
  // (docs/deployment.md). The manifest carries the site's title.
  app.use('/sw.js', cache('no-cache'));
  app.get(
    '/manifest.webmanifest',
    siteManifest(join(distDir, 'manifest.webmanifest'), options.siteTitle ?? (() => undefined)),
  );
  // Vite's hashed bundles never change under one name.
  app.use('/assets/*', cache('public, max-age=31536000, immutable'), fromDist());
  // An unknown bundle name is a 404, never the shell (which would be cached for a year under it).
  app.all('/assets/*', (c) => c.text('Not Found', 404));

  // Everything else outside /api: files of dist/ (captcha pool, icons), then the SPA shell.
  app.use('*', async (c, next) => {
    if (isDataPath(c.req.path)) return next();
    return fromDist({ index: 'index.html' })(c, next);
  });
  const shell = serveStatic({ path: join(distDir, 'index.html'), precompressed: true });
  app.get('*', async (c, next) => {
    const path = c.req.path;
    const mounted =
      isDataPath(path) ||
      ['/assets-demo/', '/uploads/', '/demo/', '/h5/'].some((prefix) => path.startsWith(prefix));
    // Hash routing: only the shell is needed; paths that look like files stay 404.
    if (mounted || /\.[A-Za-z0-9]{1,8}$/.test(path)) {
      await next();
      return;
    }
    if (!existsSync(join(distDir, 'index.html'))) return c.html(NO_DIST_PAGE, 200);
    return shell(c, next);
  });
}
