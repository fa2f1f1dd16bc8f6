import { moneyCalls } from '@contract/money-calls';
import type { CallInput } from '@contract/define';
import { useAction } from '@/core/actions/use-action';
import { MONEY_KEYS } from '@/core/wallets/money-queries';
import { sendAction } from '@/lib/http/send-action';
import { betAmountKey } from './get-bet-amount';

/**
 * POST /api/withdraw {amount, bank (saved card id), password} → true when filed. A non-200 code
 * toasts the server's message (docs/product.md#errors-and-fixed-texts) and resolves false; no answer
 * says the outcome is unknown (the client, intent 'money') and resolves false. Never retried. The
 * screen says 提交成功 itself.
 */
export function withdraw(input: CallInput<typeof moneyCalls.withdraw>): Promise<boolean> {
  return sendAction(moneyCalls.withdraw, input, 'money', { success: false });
}

/** The server debits at once: balance, user, venue wallets and the wagering figure are refetched. */
const WITHDRAW_CHANGES = [...MONEY_KEYS, betAmountKey] as const;

export function useWithdraw() {
  return useAction(withdraw, { invalidates: WITHDRAW_CHANGES });
}
