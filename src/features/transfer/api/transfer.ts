import { calls } from '@contract/calls';
import { Code } from '@contract/envelope';
import type { CallInput } from '@contract/define';
import { useAction } from '@/core/actions/use-action';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';

const MONEY = ['money'] as const;

/**
 * POST /api/transfer {amount, sourcetype, targettype}. docs/product.md §8: the message is toasted whatever the
 * code (success-style on 200, error-style otherwise); resolves true only on 200.
 */
export async function transfer(input: CallInput<typeof calls.transfer>): Promise<boolean> {
  const answer = await requestEnvelope(calls.transfer, input, {
    toast: 'none',
    loading: true,
    intent: 'money',
  });
  const ok = answer.code === Code.ok;
  if (ok) toast.success(answer.message);
  else toast.error(answer.message);
  return ok;
}

/** On 200 every balance (main, user, venue wallets) is refetched (docs/product.md §7). */
export function useTransfer() {
  // A refusal resolves false: nothing moved, nothing is refetched.
  return useAction(transfer, { invalidates: MONEY });
}
