import { moneyCalls } from '@contract/money-calls';
import type { CallInput } from '@contract/define';
import { useAction } from '@/core/actions/use-action';
import { MONEY_KEYS } from '@/core/wallets/money-queries';
import { request } from '@/lib/http/client';
import { betAmountKey } from './get-bet-amount';

/**
 * POST /api/withdraw {amount, bank (saved card id), password}. A non-200 code toasts the server's
 * message (docs/product.md#errors-and-fixed-texts) and throws; no answer says the outcome is unknown (the client, intent 'money'). Never retried.
 */
export function withdraw(input: CallInput<typeof moneyCalls.withdraw>) {
  return request(moneyCalls.withdraw, input, { loading: true, intent: 'money' });
}

/** The server debits at once: balance, user, venue wallets and the wagering figure are refetched. */
const WITHDRAW_CHANGES = [...MONEY_KEYS, betAmountKey] as const;

export function useWithdraw() {
  return useAction(withdraw, { invalidates: WITHDRAW_CHANGES });
}
