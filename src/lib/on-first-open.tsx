import { Suspense, useState, type ComponentType } from 'react';
import { lazyNow, useDrawnOnArrival } from './lazy-now';

/**
 * A stand-in for an overlay that is not needed for its screen's first paint: it takes the same
 * props, loads the real component on the first `visible`, and keeps it mounted afterwards so the
 * closing animation still plays. `preload()` fetches the code ahead of the first opening (a screen
 * whose main control opens it, once that screen is drawn), so the tap does not wait for it.
 */
export function onFirstOpen<P extends { visible: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // offline: the next opening asks again
      throw error;
    }));
  const Real = lazyNow(async () => ({ default: await once() }));
  return Object.assign(LazyOverlay, { preload: () => void once().catch(() => undefined) });
  function LazyOverlay(props: P) {
    const [wanted, setWanted] = useState(props.visible);
    if (props.visible && !wanted) setWanted(true);
    useDrawnOnArrival(wanted ? Real : null);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} />
      </Suspense>
    );
  }
}
