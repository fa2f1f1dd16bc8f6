import { useCallback, useRef, useState } from 'react';

/**
 * One request per intent. Wraps an async action so that calls made while it runs are ignored:
 * a double tap, a tap while the request is in flight, Enter twice. The lock is a ref, not state,
 * because two taps can land in the same frame, before React re-renders the button as disabled.
 * `pending` is for the button's loading look; the ref is what actually guards.
 */
export function useSingleFlight<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args): Promise<Result | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        return await action(...args);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
}
