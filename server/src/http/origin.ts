import type { Context, MiddlewareHandler } from 'hono';

/** What the operator said about the network in front of the server (config.ts), per request. */
export interface ProxyPolicy {
  /** PUBLIC_ORIGIN, when configured. */
  publicOrigin: string | undefined;
  /** TRUST_PROXY=1: X-Forwarded-* come from the operator's own proxy. */
  trustProxy: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    proxyPolicy: ProxyPolicy;
  }
}

const BELIEVE_NOTHING: ProxyPolicy = { publicOrigin: undefined, trustProxy: false };

/** The policy createApp put on the request; a request it never saw believes no header. */
export const proxyPolicy = (c: Context): ProxyPolicy =>
  (c.get('proxyPolicy') as ProxyPolicy | undefined) ?? BELIEVE_NOTHING;

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
  const policy = proxyPolicy(c);
  if (policy.publicOrigin) return policy.publicOrigin;
  const url = new URL(c.req.url);
  if (!policy.trustProxy) return url.origin;
  const proto = firstValue(c.req.header('x-forwarded-proto'));
  const host = firstValue(c.req.header('x-forwarded-host'));
  const protocol = proto === 'http' || proto === 'https' ? `${proto}:` : url.protocol;
  const hostname = host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : url.host;
  return `${protocol}//${hostname}`;
}

/**
 * A proxy in front (it sends X-Forwarded-Proto) while the server believes none of it and has no
 * PUBLIC_ORIGIN: every link handed out is built on the proxy's hop to us, `http://` behind TLS, and
 * browsers block the game and service frames as mixed content — silently, on the visitor's screen.
 * Says so once, on the first such request (the start cannot know what will be in front).
 */
export function warnUnconfiguredProxy(
  policy: ProxyPolicy,
  warn: (message: string) => void,
): MiddlewareHandler {
  let warned = policy.publicOrigin !== undefined || policy.trustProxy;
  return async (c, next) => {
    const proto = warned ? undefined : c.req.header('x-forwarded-proto');
    if (proto !== undefined) {
      warned = true;
      warn(
        `A proxy sends X-Forwarded-Proto: ${proto}, but neither PUBLIC_ORIGIN nor TRUST_PROXY=1 is set: ` +
          `the links this server hands out (game and service pages, h5_url, the download QR) name ` +
          `${new URL(c.req.url).origin}. Set PUBLIC_ORIGIN=https://<your site> (docs/deployment.md).`,
      );
    }
    await next();
  };
}

/** An absolute http(s) URL stays; a path is resolved against the request origin. */
export function absoluteUrl(c: Context, value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return new URL(value.startsWith('/') ? value : `/${value}`, requestOrigin(c)).toString();
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim().toLowerCase() || undefined;
