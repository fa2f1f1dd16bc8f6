import type * as KitModules from './kit-modules';

/**
 * antd-mobile's imperative Toast and Dialog, loaded on first use (or when the browser is idle) so
 * the entry chunk carries none of the kit. Calls run through one promise chain, so they keep their
 * order: a clear() never overtakes the show() issued before it.
 */
type Kit = typeof KitModules;

let loading: Promise<Kit> | undefined;
export const loadKit = (): Promise<Kit> => (loading ??= import('./kit-modules'));

let queue: Promise<unknown> = Promise.resolve();

/** Run `use` with the kit, after every earlier kit call. */
export function withKit<T>(use: (kit: Kit) => T | Promise<T>): Promise<T> {
  const next = queue.then(loadKit).then(use);
  queue = next.catch(() => undefined);
  return next;
}

/** Fetch the kit while the browser is idle, so the first toast appears without a wait. */
export function preloadKitWhenIdle(): void {
  const preload = () => void loadKit().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1500);
}
