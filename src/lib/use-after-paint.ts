import { useEffect, useState } from 'react';

/**
 * False until the browser has painted a frame after `ready` turned true, then true for good. A
 * requestAnimationFrame callback runs just before a frame's paint; a task queued from it runs after
 * that paint. For work that should never compete with what `ready` stands for reaching the screen.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
