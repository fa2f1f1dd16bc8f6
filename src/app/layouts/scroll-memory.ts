import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Window scroll per screen instance. Every scroll is recorded under the current key; on a change
 * of key a kept-alive screen gets its old position back, any other screen starts at the top.
 * Recording continuously (not at leave time) matters: once the old screen is hidden the document
 * shrinks and the browser has already clamped scrollY.
 *
 * A position belongs to the screen's filters too (`variant`, its query string): back with other
 * filters, or filters changed in place, the list is another one and starts at its top. Otherwise a
 * depth reached in one list would be restored into another, its newest rows above the fold.
 */
export function useScrollMemory(key: string, restore: boolean, variant = ''): void {
  const positions = useRef(new Map<string, { y: number; variant: string }>());
  const current = useRef({ key, variant });

  useEffect(() => {
    const onScroll = () =>
      positions.current.set(current.current.key, { y: window.scrollY, variant: current.current.variant });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const was = current.current;
    if (was.key === key && was.variant === variant) return;
    current.current = { key, variant };
    if (was.key === key) {
      // Same screen, other filters.
      positions.current.delete(key);
      window.scrollTo(0, 0);
      return;
    }
    const saved = positions.current.get(key);
    window.scrollTo(0, restore && saved?.variant === variant ? saved.y : 0);
  }, [key, variant, restore]);
}
