import { useEffect, useEffectEvent } from 'react';

/**
 * Run `tick` every `ms` while `enabled` and the document is visible. Hiding the tab stops the
 * timer; showing it again ticks at once and restarts the cadence. The first tick is after `ms`
 * (the caller's query already fetched on mount). Inside a hidden kept-alive screen (`<Activity>`)
 * React cleans the effect up, so a hidden screen does not poll.
 */
export function useVisibleInterval(tick: () => void, ms: number, enabled: boolean): void {
  // An effect event: the timer always calls the latest `tick` without restarting its cadence.
  const onTick = useEffectEvent(tick);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      stop();
      timer = setInterval(() => onTick(), ms);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        stop();
      } else {
        onTick();
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
