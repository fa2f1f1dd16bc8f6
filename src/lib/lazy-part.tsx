import { Suspense, type ComponentType } from 'react';
import { lazyNow, useDrawnOnArrival } from './lazy-now';

/**
 * A part of a screen whose code comes after the screen (`load` resolves to its component): nothing
 * is drawn in its place until the code arrives, and it is drawn then (src/lib/lazy-now.ts). Offline,
 * when the code cannot arrive, the screen does without it this time: nothing rather than an error.
 * Put it in a box of its size, so nothing moves when it comes.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyNow<P>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: () => null }),
    ),
  );
  return function LazyPart(props: P) {
    useDrawnOnArrival(Part);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
