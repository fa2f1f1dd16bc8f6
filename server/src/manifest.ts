import { readFileSync, statSync } from 'node:fs';
import type { Handler } from 'hono';

/**
 * The web app manifest of the build (`dist/manifest.webmanifest`, build/pwa-config.ts) with the
 * site's own title as `name` and `short_name`: a phone's home screen shows the title the
 * operator set (`npm run operator -- set title …`), not the build's default. Everything else —
 * relative start_url and scope, icons, colours — is the build's.
 */

/** A launcher shows about this many CJK characters under an icon; longer titles are cut. */
const SHORT_NAME_MAX = 12;

export function manifestWithTitle(manifest: string, title: string | undefined): string {
  const parsed = JSON.parse(manifest) as Record<string, unknown>;
  const name = title?.trim();
  if (!name) return manifest;
  return JSON.stringify({ ...parsed, name, short_name: [...name].slice(0, SHORT_NAME_MAX).join('') });
}

let cached: { file: string; mtimeMs: number; text: string } | undefined;
function readManifest(file: string): string | undefined {
  try {
    const { mtimeMs } = statSync(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs)
      cached = { file, mtimeMs, text: readFileSync(file, 'utf8') };
    return cached.text;
  } catch {
    return undefined;
  }
}

/** GET /manifest.webmanifest: the build's manifest with the title; 404 when the build has none. */
export function siteManifest(file: string, siteTitle: () => string | undefined): Handler {
  return (c) => {
    const manifest = readManifest(file);
    if (manifest === undefined) return c.text('Not Found', 404);
    let body = manifest;
    try {
      body = manifestWithTitle(manifest, siteTitle());
    } catch {
      // A manifest we cannot parse is served as built.
    }
    // Browsers check the manifest for updates: never a long cache.
    return c.body(body, 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  };
}
