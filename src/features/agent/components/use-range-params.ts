import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { rangeFromParams, type QuickRange, type TeamListFilter } from '../centre-model';

export type RangeParams = ReturnType<typeof useRangeParams>;

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
  const username = params.get('username') ?? '';
  const filter: TeamListFilter = { ...days, ...(username ? { username } : {}) };
  return {
    params,
    range,
    days,
    username,
    /** What a team list asks the server for: the range and, when searched, the username. */
    filter,
    setQuick: (quick: QuickRange) => update({ range: quick, start: null, end: null }),
    setCustom: (start: string, end: string) => update({ range: null, start, end }),
    setUsername: (username: string) => update({ username: username.trim() }),
    update,
  };
}
