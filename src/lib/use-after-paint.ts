import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the browser has painted a frame after `ready` turned true and then been idle, then
 * true for good. A requestAnimationFrame callback runs just before a frame's paint; a task queued
 * from it runs after that paint, but the frame may reach the screen later still (an image is
 * rasterised off the main thread): the idle wait lets it. For work that should never compete with
 * what `ready` stands for reaching the screen.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        cancelIdle = whenIdle(() => setPainted(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [ready, painted]);
  return painted;
}
