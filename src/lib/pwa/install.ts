import { useSyncExternalStore } from 'react';
import { createStore, useStore } from './store';

/**
 * Add to home screen. Chrome on Android fires `beforeinstallprompt` when the app is
 * installable; we keep the event (which also keeps Chrome's own mini-infobar away) so the /app page
 * and home's download strip can offer 添加到主屏幕 with the browser's install dialog. Safari on iOS
 * has no such event: there the offer is the share-sheet hint. An installed app (standalone window)
 * offers nothing.
 */

/** Chrome's event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = 'prompt' | 'ios' | null;

const deferred = createStore<InstallPromptEvent | null>(null);

const STANDALONE = '(display-mode: standalone)';

export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true || (typeof win.matchMedia === 'function' && win.matchMedia(STANDALONE).matches)
  );
}

function onDisplayModeChange(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(STANDALONE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * True in the installed app's own window (the manifest's `display: standalone`; iOS's home-screen
 * app), where offering to download or install the app again makes no sense. Follows a change of
 * display mode (an app opened in the browser from its window menu).
 */
export function useStandalone(): boolean {
  return useSyncExternalStore(
    onDisplayModeChange,
    () => isStandalone(),
    () => false,
  );
}

/** iPhone, iPod, iPad (an iPad asks for the desktop site and says Macintosh, but has touch). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iP(hone|od|ad)/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Start listening, once, before anything renders (src/app/start.tsx): the event may come early. */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred.set(event as InstallPromptEvent);
  });
  win.addEventListener('appinstalled', () => deferred.set(null));
}

/** What this browser can be offered now. */
export function useInstallOffer(): InstallOffer {
  const event = useStore(deferred);
  const standalone = useStandalone();
  if (standalone) return null;
  if (event) return 'prompt';
  return isIos() ? 'ios' : null;
}

/** Show the browser's install dialog (a kept event can be used once). */
export async function promptInstall(): Promise<boolean> {
  const event = deferred.get();
  if (!event) return false;
  deferred.set(null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
