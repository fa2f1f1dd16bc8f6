import { Suspense, useState, type ComponentType } from 'react';
import { lazyNow, useDrawnOnArrival, type NowLazy } from './lazy-now';

/**
 * A part of a screen whose code comes after the screen (`load` resolves to its component): nothing
 * is drawn in its place until the code arrives, and it is drawn then (src/lib/lazy-now.ts). Offline,
 * when the code cannot arrive, the screen does without it this time: nothing rather than an error.
 * A part whose code failed asks for it again the next time it is drawn anew (the next screen or
 * form that shows it), so an offline moment does not leave the password's eye or the unread dot
 * gone until a reload. Put it in a box of its size, so nothing moves when it comes.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failed = false;
  const make = (): NowLazy<P> =>
    lazyNow<P>(() =>
      load().then(
        (component) => ({ default: component }),
        () => {
          failed = true;
          return { default: () => null };
        },
      ),
    );
  let current = make();
  return function LazyPart(props: P) {
    // Chosen once per mount: a part drawn after a failed load asks for its code again.
    const [Part] = useState(() => {
      if (failed) {
        failed = false;
        current = make();
      }
      return current;
    });
    useDrawnOnArrival(Part);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
