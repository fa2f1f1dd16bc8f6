import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { rangeFromParams, type QuickRange } from '../centre-model';

/** A screen's date range and username filter, kept in its query string (replace, not push). */
export function useRangeParams() {
  const [params, setParams] = useSearchParams();
  const { range, days } = rangeFromParams(params);
  const update = useCallback(
    (change: Record<string, string | null>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    params,
    range,
    days,
    username: params.get('username') ?? '',
    setQuick: (quick: QuickRange) => update({ range: quick, start: null, end: null }),
    setCustom: (start: string, end: string) => update({ range: null, start, end }),
    setUsername: (username: string) => update({ username: username.trim() }),
    update,
  };
}
