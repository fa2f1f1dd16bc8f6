import type { Workbox } from 'workbox-window';
import { createStore, useStore } from './store';

/**
 * The service worker's side in the page (issue 25; what it caches: scripts/pwa-config.ts).
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

type LoadWorkbox = () => Promise<{ Workbox: typeof Workbox }>;

export interface StartOptions {
  win?: Window;
  /** workbox-window, loaded after the page (injected by tests). */
  loadWorkbox?: LoadWorkbox;
  reload?: () => void;
}

/** Register the service worker once the page has loaded, and keep looking for new builds. */
export function startServiceWorker({
  win = window,
  loadWorkbox = () => import('workbox-window'),
  reload = () => win.location.reload(),
}: StartOptions = {}): void {
  if (!('serviceWorker' in win.navigator)) return;
  const start = () => void register(win, loadWorkbox, reload).catch(() => undefined);
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

async function register(win: Window, loadWorkbox: LoadWorkbox, reload: () => void): Promise<void> {
  const { Workbox } = await loadWorkbox();
  const wb = new Workbox(SW_URL, { scope: './' });
  let tapped = false;

  // A new build is installed and waiting (now, or already when this page opened).
  wb.addEventListener('waiting', () => {
    ready.set(() => {
      tapped = true;
      ready.set(null);
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('controlling', (event) => {
    if (tapped) reload();
    // Another tab switched to the new build: this page's code is the old one's, its lazy chunks
    // may be gone; offer the reload rather than doing it under the user's hands.
    else if (event.isUpdate) ready.set(reload);
  });

  const registration = await wb.register({ immediate: true });
  if (!registration) return;
  let lastCheck = Date.now();
  const check = () => {
    if (win.document.visibilityState !== 'visible' || !win.navigator.onLine) return;
    if (Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    void wb.update().catch(() => undefined);
  };
  // Timers sleep in a hidden tab: also check when the app comes back after an hour or more.
  win.setInterval(check, UPDATE_CHECK_MS / 12);
  win.document.addEventListener('visibilitychange', check);
}
