import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import type { CallInput } from '@contract/define';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { invalidateMoneyQueries } from '@/core/wallets/money-queries';
import { request } from '@/lib/http/client';

/**
 * POST /api/withdraw {amount, bank (saved card id), password}. A non-200 code toasts the server's
 * message (docs/product.md §8) and throws; no answer says the outcome is unknown (the client, intent 'money'). Never retried.
 */
export function withdraw(input: CallInput<typeof calls.withdraw>) {
  return request(calls.withdraw, input, { loading: true, intent: 'money' });
}

/** The server debits at once: balance, user, venue wallets and the wagering figure are refetched. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: () =>
      Promise.all([
        invalidateMoneyQueries(queryClient, account),
        queryClient.invalidateQueries({ queryKey: accountKey(account, 'betAmount') }),
      ]),
  });
}
