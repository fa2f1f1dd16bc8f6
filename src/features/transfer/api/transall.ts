import { calls } from '@contract/calls';
import { useAction } from '@/core/actions/use-action';
import { requestEnvelope } from '@/lib/http/client';
import { Code } from '@contract/envelope';
import { toast } from '@/lib/toast';

const MONEY = ['money'] as const;

/**
 * POST /api/transall: one-tap recovery of every venue wallet into the main wallet. The message is
 * the toast (docs/product.md §7); a non-200 code toasts as an error. Resolves true on 200.
 */
export async function recoverAll(): Promise<boolean> {
  const answer = await requestEnvelope(calls.transall, {}, { toast: 'none', loading: true, intent: 'money' });
  const ok = answer.code === Code.ok;
  if (ok) toast.success(answer.message);
  else toast.error(answer.message);
  return ok;
}

/** Then the user info (and every balance shown) is refreshed. */
export function useRecoverAll() {
  // A refusal resolves false: nothing moved, nothing is refetched.
  return useAction(recoverAll, { invalidates: MONEY });
}
