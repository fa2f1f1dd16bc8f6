import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters live in the screen's query string (replace, not push): back from a row's target or
 * from another screen brings the same filters, and the kept-alive screen its scroll position.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (key: string, value: string | number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(key, String(value));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, setFilter };
}
