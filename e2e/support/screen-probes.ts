import { expect, type Page, type Request } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../../src/config/constants';

/**
 * The probes every screen walk runs on each visit (e2e/screen-walks.spec.ts, the offline walk of
 * e2e/pwa.spec.ts): whatever state the walk is in (guest, member, faults, planted payloads,
 * offline), a screen never white-screens, never shows the error boundary and never throws.
 */

/** Collects every uncaught page error from now on; the walk asserts the list is empty at its end. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${new URL(page.url()).hash || '/'}: ${error.message}`));
  return errors;
}

/** Never a white screen: the app root shows something a person can read or tap, not the error page. */
export async function expectScreenShown(page: Page, path: string): Promise<void> {
  const root = page.locator('#root');
  await expect(root, `${path} renders`).not.toBeEmpty();
  await expect(root, `${path} is visible`).toBeVisible();
  await expect(root, `${path} shows text`).not.toHaveText(/^\s*$/);
  await expect(page.getByText('页面出错了'), `${path} does not crash into the error screen`).toHaveCount(0);
}

/** The hash path the app is on now, without its query (`/login` for `#/login?type=1`). */
export const currentPath = (page: Page): string =>
  new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * Open `path` in the running app (a same-document hash change: the app boots once per walk, which is
 * what makes one walk cheaper than a fresh page per screen).
 */
export async function openScreen(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}/#${path}`);
}

/**
 * What "still loading" looks like in this app: the kit's spinners and skeletons, a status region
 * labelled 加载中, the 加载中… text.
 */
const LOADING =
  '.adm-spin-loading, .adm-dot-loading, .adm-skeleton, [role="status"][aria-label="加载中"], :text("加载中")';

/**
 * Loading placeholders a person can see: inside the viewport. A list's "load more" footer below the
 * fold is not a spinner anyone waits on (it loads when scrolled to, and shows an error if that fails).
 */
const loadingInView = (page: Page) =>
  page.locator(LOADING).evaluateAll(
    (elements) =>
      elements.filter((el) => {
        const box = el.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        return (
          shown &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth
        );
      }).length,
  );

/**
 * No endless spinner: every loading placeholder in view is gone, and nothing the screen waits on is
 * in flight, within `timeout` (each call answered, retried or failed; a failed call shows an error
 * state with a retry). Also how a walk knows the screen's data has arrived before it looks at it.
 */
export async function expectSettled(
  page: Page,
  requests: { inFlight: () => number; open: () => string[] },
  path: string,
  timeout: number,
): Promise<void> {
  try {
    await expect
      .poll(async () => (await loadingInView(page)) + requests.inFlight(), {
        message: `${path} settles (no loading placeholder in view, no request in flight)`,
        timeout,
      })
      .toBe(0);
  } catch (error) {
    // Name what was still open, so a screen that never settles says which request it waits on.
    const open = requests.open().join(', ') || 'no request';
    throw new Error(`${(error as Error).message}\nstill in flight: ${open}`, { cause: error });
  }
}

/**
 * Counts the page's requests in flight that a screen waits on (its API calls, its code): with
 * `expectSettled`, how a walk knows a screen has loaded what it shows before probing it.
 *
 * When a screen does not settle, `open()` says for each request still counted whether it was
 * answered (status, the fault the server injected, served by the service worker) and whether the
 * same method and URL ended since it started. Those tell apart the two ways Chromium can leave a
 * request without its last event: an answer whose body the page never reads (Chromium reports
 * loading finished only once the body is read), and a network request announced twice under one
 * id (Playwright follows the second announcement; the first never ends — also when the screen that
 * polled it has been left, so no twin ends). A request with no answer open longer than the client
 * lets any call run is no longer counted: the client has aborted every call by then, so no screen
 * waits on it (a spinner still in view fails the check all the same).
 */
export function trackRequests(page: Page): { inFlight: () => number; open: () => string[] } {
  const open = new Map<Request, { since: number; answer: string }>();
  const ended = new Map<string, number>();
  const key = (request: Request) => `${request.method()} ${request.url()}`;
  const end = (request: Request) => {
    open.delete(request);
    ended.set(key(request), Date.now());
  };
  const waitedOn = new Set(['fetch', 'xhr', 'script']);
  page.on('request', (request) => {
    if (waitedOn.has(request.resourceType())) open.set(request, { since: Date.now(), answer: 'no answer' });
  });
  page.on('response', (response) => {
    const entry = open.get(response.request());
    if (!entry) return;
    const fault = response.headers()['x-fault'];
    entry.answer =
      `answered ${response.status()}` +
      (fault ? ` (fault ${fault})` : '') +
      (response.fromServiceWorker() ? ' by the service worker' : '');
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const abortedByTheClient = ({ since, answer }: { since: number; answer: string }) =>
    answer === 'no answer' && Date.now() - since > REQUEST_TIMEOUT_MS;
  return {
    inFlight: () => [...open.values()].filter((entry) => !abortedByTheClient(entry)).length,
    open: () =>
      [...open].map(([request, { since, answer }]) => {
        const twin = (ended.get(key(request)) ?? 0) >= since ? ', the same call ended since' : '';
        return `${request.resourceType()} ${key(request)} ${answer}${twin}, open ${Math.round((Date.now() - since) / 1000)} s`;
      }),
  };
}
