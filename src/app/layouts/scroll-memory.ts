import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Window scroll per screen instance. Every scroll is recorded under the current key; on a change
 * of key a kept-alive screen gets its old position back, any other screen starts at the top.
 * Recording continuously (not at leave time) matters: once the old screen is hidden the document
 * shrinks and the browser has already clamped scrollY.
 */
export function useScrollMemory(key: string, restore: boolean): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);

  useEffect(() => {
    const onScroll = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (current.current === key) return;
    current.current = key;
    window.scrollTo(0, restore ? (positions.current.get(key) ?? 0) : 0);
  }, [key, restore]);
}
