import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** Code a screen is drawn without and fetches later, once (kept after it arrives). */
export interface DeferredModule<T> {
  /** Fetches it (once; a failed fetch, e.g. offline, is asked again next time). */
  load: () => Promise<T>;
  /** What it gave once loaded; undefined until then. */
  loaded: () => T | undefined;
}

export function deferredModule<T>(fetch: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= fetch().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * `[the module once it has arrived]` (undefined until then), as state. It is asked for when the
 * browser is idle, or at the first of `events` on the window (a module-level list: its identity is
 * a dependency).
 */
export function useDeferredModule<T>(
  module: DeferredModule<T>,
  events: readonly (keyof WindowEventMap)[] = NO_EVENTS,
): readonly [T | undefined] {
  // In a function: the value may itself be a function (a component).
  const [value, setValue] = useState(() => module.loaded());
  useEffect(() => {
    if (value) return;
    let live = true;
    const load = () => {
      module.load().then(
        (result) => {
          if (live) setValue(() => result);
        },
        () => undefined,
      );
    };
    const cancel = whenIdle(load);
    for (const event of events) window.addEventListener(event, load, { passive: true });
    return () => {
      live = false;
      cancel();
      for (const event of events) window.removeEventListener(event, load);
    };
  }, [value, module, events]);
  return [value] as const;
}

const NO_EVENTS: readonly (keyof WindowEventMap)[] = [];
