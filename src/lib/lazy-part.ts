import { lazy, type ComponentType } from 'react';

/**
 * A part of a screen whose code comes after the screen (`load` resolves to its component). Offline,
 * when the code cannot arrive, the screen does without it this time: nothing is drawn rather than an
 * error. Render it inside a Suspense boundary in a box of its size, so nothing moves when it comes.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: () => null }),
    ),
  );
}
