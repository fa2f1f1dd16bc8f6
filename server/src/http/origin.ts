import type { Context } from 'hono';

/**
 * The origin the client reached this server on, so URLs we hand out (demo pages, uploads)
 * work behind any host name or reverse proxy. Honours X-Forwarded-Proto/Host when present.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = firstValue(c.req.header('x-forwarded-proto'));
  const host = firstValue(c.req.header('x-forwarded-host'));
  const protocol = proto === 'http' || proto === 'https' ? `${proto}:` : url.protocol;
  const hostname = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : url.host;
  return `${protocol}//${hostname}`;
}

/** An absolute http(s) URL stays; a path is resolved against the request origin. */
export function absoluteUrl(c: Context, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return new URL(value.startsWith('/') ? value : `/${value}`, requestOrigin(c)).toString();
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim().toLowerCase() || undefined;
