/**
 * URL hygiene (docs/architecture.md, "Server HTML and URLs pass one gate"): external URLs only http(s);
 * redirect targets only internal paths.
 */

/** The URL as an absolute http(s) href, or null for any other scheme or garbage. */
export function safeExternalUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = base === undefined ? new URL(raw) : new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * An in-app path like `/mine?x=1`: one leading slash, then not `/` or `\` (browsers treat `//host`
 * and `/\host` as another origin), no control characters (browsers strip tabs/newlines, turning
 * `/\t/evil` into `//evil`), and it must stay on our origin when resolved.
 */
export function isInternalPath(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return false;
  if (raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return false;
  if (CONTROL.test(raw) || raw.includes('\\')) return false;
  try {
    const probe = 'http://internal.invalid';
    return new URL(raw, probe).origin === probe;
  } catch {
    return false;
  }
}

/** The `redirect` query of a search string if it is a safe internal path, else null. */
export function safeRedirectTarget(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target = params.get('redirect');
  return isInternalPath(target) ? target : null;
}
