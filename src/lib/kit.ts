import type * as KitModules from './kit-modules';

/**
 * antd-mobile's imperative Toast and Dialog, loaded on first use (or the first interaction) so
 * the entry chunk carries none of the kit. Calls run through one promise chain, so they keep their
 * order: a clear() never overtakes the show() issued before it.
 */
type Kit = typeof KitModules;

let loading: Promise<Kit> | undefined;
export const loadKit = (): Promise<Kit> =>
  (loading ??= import('./kit-modules').catch((error: unknown) => {
    loading = undefined; // offline: the next use asks again instead of failing for good
    throw error;
  }));

let queue: Promise<unknown> = Promise.resolve();

/** Run `use` with the kit, after every earlier kit call. */
export function withKit<T>(use: (kit: Kit) => T | Promise<T>): Promise<T> {
  const next = queue.then(loadKit).then(use);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Fetch the kit on the first interaction (a tap, a key), not at idle: while the landing route
 * renders nothing else competes for the network or the main thread, and a toast or dialog can
 * only follow some interaction anyway. First use (`withKit`) loads it too.
 */
export function preloadKitOnFirstInteraction(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const preload = () => {
    for (const type of events) target.removeEventListener(type, preload, true);
    void loadKit().catch(() => undefined);
  };
  for (const type of events) target.addEventListener(type, preload, { capture: true, passive: true });
}
