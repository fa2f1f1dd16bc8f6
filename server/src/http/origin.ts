import type { Context } from 'hono';

/**
 * The origin of the URLs we hand out (game, service and agent pages, h5_url, the download QR,
 * logos), in this order:
 * 1. PUBLIC_ORIGIN, when the operator configured one: nothing a request says can change it;
 * 2. X-Forwarded-Proto/Host, only with TRUST_PROXY=1 (the server sits behind the operator's own
 *    proxy, which sets them): anyone else could send them and point every link at their site,
 *    and a cache in front would keep the poisoned answer for everybody;
 * 3. the request's own URL (its Host header).
 */
export function requestOrigin(c: Context): string {
  const configured = publicOrigin();
  if (configured) return configured;
  const url = new URL(c.req.url);
  if (process.env.TRUST_PROXY !== '1') return url.origin;
  const proto = firstValue(c.req.header('x-forwarded-proto'));
  const host = firstValue(c.req.header('x-forwarded-host'));
  const protocol = proto === 'http' || proto === 'https' ? `${proto}:` : url.protocol;
  const hostname = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : url.host;
  return `${protocol}//${hostname}`;
}

/** PUBLIC_ORIGIN as `scheme://host[:port]` when it is an http(s) URL; undefined when unset or not. */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) URL stays; a path is resolved against the request origin. */
export function absoluteUrl(c: Context, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return new URL(value.startsWith('/') ? value : `/${value}`, requestOrigin(c)).toString();
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim().toLowerCase() || undefined;
