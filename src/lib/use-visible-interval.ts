import { useLayoutEffect, useRef } from 'react';
import { useScreenActive } from './screen-active';

/**
 * Run `tick` every `ms` while `enabled`, the document is visible and the screen is on show
 * (a hidden kept-alive screen does not poll). Hiding the tab stops the
 * timer; showing it again ticks at once and restarts the cadence. The first tick is after `ms`
 * (the caller's query already fetched on mount).
 */
export function useVisibleInterval(tick: () => void, ms: number, wanted: boolean): void {
  const enabled = useScreenActive() && wanted;
  // Layout effects: the latest `tick` and the timer are in place when the screen commits. Preact
  // runs passive effects a frame later: a tick in between would call a stale `tick`, and the
  // cadence would shift.
  const tickRef = useRef(tick);
  useLayoutEffect(() => {
    tickRef.current = tick;
  });

  useLayoutEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      stop();
      timer = setInterval(() => tickRef.current(), ms);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        stop();
      } else {
        tickRef.current();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, ms]);
}
