import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React shows content that replaces a Suspense fallback at most every 300 ms, timed from the last
 * fallback drawn anywhere on the page (its "fallback throttle"). Code that arrives 20 ms after its
 * placeholder was drawn waits out the other 280 ms: measured on home, the banner came 300 ms after
 * its image had arrived. A lazy component made here tells when its code has arrived, and
 * `useDrawnOnArrival`, called where the Suspense boundary is rendered, draws it then: an update of
 * our own, which React does not throttle.
 */
export interface Arriving {
  /** Settles (either way) once the code asked for has arrived or failed; null before it is asked for. */
  arrival: () => Promise<void> | null;
  /** The code asked for has arrived or failed. */
  settled: () => boolean;
}

export type NowLazy<P> = LazyExoticComponent<ComponentType<P>> & Arriving;

export function lazyNow<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): NowLazy<P> {
  let arrival: Promise<void> | null = null;
  let settled = false;
  const component = lazy(() => {
    const loading = load();
    arrival = loading.then(
      () => void (settled = true),
      () => void (settled = true),
    );
    return loading;
  });
  return Object.assign(component, { arrival: () => arrival, settled: () => settled });
}

/**
 * In the component that renders the Suspense boundary around `part`: redraws when the part's code
 * arrives, if it had not when this rendered. The part asks for its code when it is first rendered,
 * which may be a later render of this component (a tab, a form opened), hence a look after each
 * render until it has arrived.
 */
export function useDrawnOnArrival(part: Arriving | null): void {
  const [, redraw] = useState(0);
  const pending = part !== null && !part.settled();
  useEffect(() => {
    const arrival = pending ? part.arrival() : null;
    if (!arrival) return;
    let live = true;
    void arrival.then(() => live && redraw((n) => n + 1));
    return () => {
      live = false;
    };
  });
}
