import { moneyCalls } from '@contract/money-calls';
import { useAction } from '@/core/actions/use-action';
import { MONEY_KEYS } from '@/core/wallets/money-queries';
import { sendAction } from '@/lib/http/send-action';

/**
 * POST /api/transall: one-tap recovery of every venue wallet into the main wallet. The message is
 * the toast (docs/product.md#calls); a non-200 code toasts as an error. Resolves true on 200.
 */
export async function recoverAll(): Promise<boolean> {
  return sendAction(moneyCalls.transall, {}, 'money');
}

/** Then the user info (and every balance shown) is refreshed. */
export function useRecoverAll() {
  // A refusal resolves false: nothing moved, nothing is refetched.
  return useAction(recoverAll, { invalidates: MONEY_KEYS });
}
