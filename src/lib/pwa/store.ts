import { useSyncExternalStore } from 'react';

/** A value with subscribers, read by React through `useSyncExternalStore`. */
export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/** Each store's way back to its initial value (see resetStores). */
const resets = new Set<() => void>();

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  resets.add(() => {
    value = initial;
  });
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useStore = <T>(store: Store<T>): T =>
  useSyncExternalStore(store.subscribe, store.get, store.get);

/**
 * Every store back to its initial value, subscribers kept. For the client tests, which share one
 * module graph per worker: a new build offered or an install prompt kept by one test file must not
 * show in the next.
 */
export function resetStores(): void {
  for (const reset of resets) reset();
}
