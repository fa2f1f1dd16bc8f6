import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { invalidateMoneyQueries } from '@/core/wallets/money-queries';

/**
 * What an action changed, refetched once it succeeds. 'money': every figure that shows money
 * (core/wallets/money-queries.ts); any other name: the signed-in account's query of that name.
 */
export type Invalidates = readonly ('money' | (string & {}))[];

export interface ActionOptions<Args extends unknown[], Result> {
  /** Refetched after the call resolves with anything but `false` (a fetcher's "refused, nothing changed"). */
  invalidates?: Invalidates;
  /** After a success and its invalidation, before `run` resolves. */
  onSuccess?: (result: Result, ...args: Args) => unknown;
  /** After every outcome, success or failure (a refusal that still says the state changed). */
  onSettled?: () => unknown;
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
  options: ActionOptions<Args, Result> = {},
) {
  const queryClient = useQueryClient();
  const account = useAccount();
  const { mutateAsync } = useMutation({
    mutationFn: (started: Promise<Result>) => started,
    retry: false,
  });
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const { invalidates, onSuccess, onSettled } = options;

  const send = useCallback(
    async (...args: Args): Promise<Result> => {
      try {
        // Started here, not inside the mutation (which runs its function a few microtasks later),
        // so the request leaves in the tap's own task as it always has; the mutation follows it.
        const started = call(...args);
        const result = await mutateAsync(started);
        if (result !== false && invalidates?.length) {
          await Promise.all(
            invalidates.map((part) =>
              part === 'money'
                ? invalidateMoneyQueries(queryClient, account)
                : queryClient.invalidateQueries({ queryKey: accountKey(account, part) }),
            ),
          );
        }
        await onSuccess?.(result, ...args);
        return result;
      } finally {
        void onSettled?.();
      }
    },
    [mutateAsync, call, invalidates, onSuccess, onSettled, queryClient, account],
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
