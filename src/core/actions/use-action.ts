import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccount, type AccountKeyFactory } from '@/core/session/query-keys';
import { refetchAfterChange } from '@/lib/query-client';

/**
 * What an action changed, refetched once it succeeds: the key factories of the calls whose answers
 * it changed (each call file exports its own, src/core/session/query-keys.ts `accountKeyFactory`),
 * every query of each (`bindingsKey` is both kinds of binding); `MONEY_KEYS`
 * (core/wallets/money-queries.ts) is every figure that shows money. Factories, never strings, so a
 * renamed key is a compile error here (src/app/invalidates-by-factory.test.ts keeps it so).
 */
export type Invalidates = readonly AccountKeyFactory[];

export interface ActionOptions<Result> {
  /**
   * Refetched after the call resolves with anything but `false` (a fetcher's "refused, nothing
   * changed"). A function when the answer says what changed (a red packet drawn or not). Declare
   * it once, outside the component: it is a dependency of `send`. This is the only place a
   * feature says what an action changed; src/app/invalidation-in-one-place.test.ts keeps it so.
   */
  invalidates?: Invalidates | ((result: Result) => Invalidates);
}

/**
 * The one hook behind every action button. The call runs as a TanStack mutation (the client never
 * retries one: a replayed POST can move money twice) under a single-flight lock: calls made while it
 * runs are ignored and resolve undefined — a double tap, a tap while the request is in flight, Enter
 * twice. The lock is a ref, not state, because two taps can land in the same frame, before React
 * re-renders the button as disabled; `pending` is for the button's loading look.
 *
 * What a missing answer means (nothing said, 网络异常, or outcome unknown for money) is the intent
 * of the request the call makes (lib/http/client.ts), so `call` must use the feature's fetcher.
 *
 * `run` is for the button. `send` is the same request and invalidation without the lock, for a
 * feature's action hook used as one step inside a screen's own `useAction` (validate, confirm, send).
 */
export function useAction<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  options: ActionOptions<Result> = {},
) {
  const queryClient = useQueryClient();
  const account = useAccount();
  const { mutateAsync } = useMutation({
    // Never retried: the query client's mutation policy (src/lib/query-client.ts).
    mutationFn: (started: Promise<Result>) => started,
  });
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const { invalidates } = options;

  const send = useCallback(
    async (...args: Args): Promise<Result> => {
      // Started here, not inside the mutation (which runs its function a few microtasks later),
      // so the request leaves in the tap's own task as it always has; the mutation follows it.
      const started = call(...args);
      const result = await mutateAsync(started);
      const changed =
        result === false ? [] : typeof invalidates === 'function' ? invalidates(result) : invalidates;
      if (changed?.length) {
        await Promise.all(changed.map((key) => refetchAfterChange(queryClient, key(account))));
      }
      return result;
    },
    [mutateAsync, call, invalidates, queryClient, account],
  );

  const run = useCallback(
    async (...args: Args): Promise<Result | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        return await send(...args);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [send],
  );
  return { run, pending, send };
}
