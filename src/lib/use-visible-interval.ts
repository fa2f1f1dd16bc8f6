import { useEffect, useRef } from 'react';

/**
 * Run `tick` every `ms` while `enabled` and the document is visible. Hiding the tab stops the
 * timer; showing it again ticks at once and restarts the cadence. The first tick is after `ms`
 * (the caller's query already fetched on mount).
 */
export function useVisibleInterval(tick: () => void, ms: number, enabled: boolean): void {
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  });

  useEffect(() => {
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
