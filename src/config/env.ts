import { z } from 'zod/mini';

/**
 * Deployment configuration, validated once. The only knob is where the API lives: by default the
 * same origin as the page (`/api/`, what an nginx reverse proxy or the reference server serves).
 * A relative or absolute base is resolved against the page so every request URL is absolute
 * (jsdom and builds served from a sub-folder with `base: './'` need one).
 */
const apiBaseSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.refine((raw) => !/^[a-z][a-z0-9+.-]*:/i.test(raw) || /^https?:\/\//i.test(raw), {
    message: 'VITE_API_BASE must be an http(s) URL or a path',
  }),
);

export function resolveApiBase(raw: string | undefined, pageHref: string): string {
  const value = apiBaseSchema.safeParse(raw ?? '/api/');
  if (!value.success) {
    throw new Error(`Invalid VITE_API_BASE "${String(raw)}": ${value.error.issues[0]?.message ?? ''}`);
  }
  const url = new URL(value.data, pageHref);
  // A trailing slash makes `new URL('login', base)` append instead of replacing the last segment.
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** A production build registers the service worker unless built with VITE_PWA=0 (dev never has one). */
export function serviceWorkerWanted(): boolean {
  return import.meta.env.PROD && import.meta.env.VITE_PWA !== '0';
}

let resolved: { href: string; base: string } | undefined;

/**
 * The absolute API base, e.g. `https://m.example.com/api/`. Read lazily so tests can move
 * `location`; resolved again only when the page address changed (every request asks).
 */
export function apiBase(): string {
  const href = window.location.href;
  if (resolved?.href !== href) {
    const raw = import.meta.env.VITE_API_BASE as string | undefined;
    resolved = { href, base: resolveApiBase(raw === '' ? undefined : raw, href) };
  }
  return resolved.base;
}
