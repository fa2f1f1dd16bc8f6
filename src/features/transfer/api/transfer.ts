import { moneyCalls } from '@contract/money-calls';
import type { CallInput } from '@contract/define';
import { useAction } from '@/core/actions/use-action';
import { MONEY_KEYS } from '@/core/wallets/money-queries';
import { sendAction } from '@/lib/http/send-action';

/**
 * POST /api/transfer {amount, sourcetype, targettype}. docs/product.md#errors-and-fixed-texts: the message is toasted whatever the
 * code (success-style on 200, error-style otherwise); resolves true only on 200.
 */
export async function transfer(input: CallInput<typeof moneyCalls.transfer>): Promise<boolean> {
  return sendAction(moneyCalls.transfer, input, 'money');
}

/** On 200 every balance (main, user, venue wallets) is refetched (docs/product.md#calls). */
export function useTransfer() {
  // A refusal resolves false: nothing moved, nothing is refetched.
  return useAction(transfer, { invalidates: MONEY_KEYS });
}
