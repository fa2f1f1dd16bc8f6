import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { useAccount } from '@/core/session/query-keys';
import { invalidateMoneyQueries } from '@/core/wallets/money-queries';
import { requestEnvelope } from '@/lib/http/client';
import { Code } from '@contract/envelope';
import { toast } from '@/lib/toast';

/**
 * POST /api/transall: one-tap recovery of every venue wallet into the main wallet. The message is
 * the toast (docs/product.md §7); a non-200 code toasts as an error. Resolves true on 200.
 */
export async function recoverAll(): Promise<boolean> {
  const answer = await requestEnvelope(
    calls.transall,
    {},
    { toast: 'none', loading: true, intent: 'money' },
  );
  const ok = answer.code === Code.ok;
  if (ok) toast.success(answer.message);
  else toast.error(answer.message);
  return ok;
}

/** Then the user info (and every balance shown) is refreshed. */
export function useRecoverAll() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: recoverAll,
    onSuccess: (ok) => (ok ? invalidateMoneyQueries(queryClient, account) : undefined),
  });
}
