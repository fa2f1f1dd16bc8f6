import { createStore, useStore } from './store';

/**
 * The service worker's side in the page.
 *
 * - Registered after the page's load event, from a chunk of its own: a first visit is not slower.
 * - A new build is found on the next visit (the browser checks `sw.js` on every navigation) or,
 *   while the app stays open, by a check every hour of use. Installed, it waits; the page shows
 *   新版本已就绪 with 刷新, and only that tap switches to it and reloads — never a silent reload in
 *   the middle of a form. Other open tabs of the app then offer 刷新 themselves.
 */

/** How often an open app asks for a new build. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The worker, relative to the page: the build is served from any folder, its scope is that folder. */
const SW_URL = './sw.js';

/** The 刷新 action while a new build is ready, else null. */
const ready = createStore<(() => void) | null>(null);

/** 刷新 of the update bar, or null when there is no new build. */
export const useUpdateReady = (): (() => void) | null => useStore(ready);

export interface StartOptions {
  win?: Window;
  reload?: () => void;
}

/** Register the service worker once the page has loaded, and keep looking for new builds. */
export function startServiceWorker({
  win = window,
  reload = () => win.location.reload(),
}: StartOptions = {}): void {
  if (!('serviceWorker' in win.navigator)) return;
  const start = () => void register(win, reload).catch(() => undefined);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

/*
 * The browser's own API rather than workbox-window: its 2.3 KB (gzip) would be fetched on every
 * route after the load event for the twenty lines below. The worker is Workbox's and understands
 * the message workbox-window would send (`SKIP_WAITING`).
 */
async function register(win: Window, reload: () => void): Promise<void> {
  const container = win.navigator.serviceWorker;
  const registration = await container.register(SW_URL, { scope: './' });
  // An update only where a worker already runs this page; the very first install is no update.
  const updating = container.controller !== null;
  let tapped = false;

  const offer = (worker: ServiceWorker) =>
    ready.set(() => {
      tapped = true;
      ready.set(null);
      // The worker offered may have been replaced since (a later check found a newer build, and the
      // offered one became redundant): switch to whichever waits now; with none, load anew.
      const next = registration.waiting ?? worker;
      if (next.state === 'redundant') reload();
      else next.postMessage({ type: 'SKIP_WAITING' });
    });
  // A new build installed and waiting: already when this page opened, or from now on.
  if (registration.waiting && updating) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
  container.addEventListener('controllerchange', () => {
    if (tapped) reload();
    // Another tab switched to the new build: this page's code is the old one's, its lazy chunks
    // may be gone; offer the reload rather than doing it under the user's hands.
    else if (updating) ready.set(reload);
  });

  let lastCheck = Date.now();
  const check = () => {
    if (win.document.visibilityState !== 'visible' || !win.navigator.onLine) return;
    if (Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    void registration.update().catch(() => undefined);
  };
  // Timers sleep in a hidden tab: also check when the app comes back after an hour or more.
  win.setInterval(check, UPDATE_CHECK_MS / 12);
  win.document.addEventListener('visibilitychange', check);
}
