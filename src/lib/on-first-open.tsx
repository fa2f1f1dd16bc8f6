import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A stand-in for an overlay that is not needed for its screen's first paint: it takes the same
 * props, loads the real component on the first `visible`, and keeps it mounted afterwards so the
 * closing animation still plays.
 */
export function onFirstOpen<P extends { visible: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Real = lazy(async () => ({ default: await load() }));
  return function LazyOverlay(props: P) {
    const [wanted, setWanted] = useState(props.visible);
    if (props.visible && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} />
      </Suspense>
    );
  };
}
