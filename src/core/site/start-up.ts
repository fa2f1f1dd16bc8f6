import { calls } from '@contract/calls';
import { browser } from '@/lib/browser';
import { requestEnvelope } from '@/lib/http/client';
import { safeExternalUrl } from '@/lib/safe-url';
import { Code } from '@contract/envelope';

/**
 * docs/product.md visit-URL rule: leave only for an http(s) URL on another origin (never the same
 * origin — that would loop — and never another scheme). A referrer code is appended as
 * `register?pid=…` exactly as the API family expects.
 */
export function visitTarget(rawUrl: unknown, currentOrigin: string, pid: string | null): string | null {
  const url = safeExternalUrl(rawUrl);
  if (!url || new URL(url).origin === currentOrigin) return null;
  if (!pid) return url;
  // Built with URL, never glued: `https://p.example/?a=1` keeps its query and gains the code.
  const target = new URL(url);
  if (target.hash.startsWith('#/')) {
    // A hash-routed site: the register route lives in the hash (`…/#/register?pid=…`).
    const [route = '/', query = ''] = target.hash.slice(1).split('?', 2);
    const params = new URLSearchParams(query);
    params.set('pid', pid);
    target.hash = `${route.endsWith('/') ? route : `${route}/`}register?${params.toString()}`;
    return target.toString();
  }
  target.pathname = `${target.pathname.endsWith('/') ? target.pathname : `${target.pathname}/`}register`;
  target.searchParams.set('pid', pid);
  return target.toString();
}

/** The referrer code: the hash route's query first, then the page query (`/?pid=x#/`). */
export function readPid(routeSearch: string, pageSearch: string): string | null {
  return new URLSearchParams(routeSearch).get('pid') || new URLSearchParams(pageSearch).get('pid') || null;
}

/**
 * Take the referrer code off the page's own query (`/?pid=x#/`) once it has been read: it did
 * its work at start-up, and left there it would send every later reload, signed in or not, back
 * to the register tab. The hash route, and with it the router's history entry, is kept.
 */
export function dropPagePid(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('pid')) return;
  url.searchParams.delete('pid');
  window.history.replaceState(window.history.state, '', url);
}

/** GET /api/getVisitUrl once at start-up; silent on any failure (it is an optional redirect). */
export async function followVisitUrl(pid: string | null): Promise<boolean> {
  try {
    const { code, data } = await requestEnvelope(calls.getVisitUrl, {}, { toast: 'none' });
    if (code !== Code.ok) return false;
    const target = visitTarget(data?.url, window.location.origin, pid);
    if (!target) return false;
    browser.assign(target);
    return true;
  } catch {
    return false;
  }
}
