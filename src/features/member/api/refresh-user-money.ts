import { accountCalls } from '@contract/account-calls';
import { sendActionEnvelope } from '@/lib/http/send-action';
import { useAction } from '@/core/actions/use-action';
import { balanceKey } from '@/core/session/balance';
import { saveUserFields } from '@/core/session/user';

/**
 * POST /api/refreshusermoney → fresh user info (with balance), stored locally (docs/product.md#calls).
 * True when it answered; false when refused or when no answer came (the client said why).
 */
export async function refreshUserMoney(): Promise<boolean> {
  const answer = await saveUserFields(
    () => sendActionEnvelope(accountCalls.refreshusermoney, {}, 'action', { loading: false, success: false }),
    (sent) => sent?.data ?? null,
  );
  return answer?.data !== undefined;
}

/** The balance refresh icon: reload the user's money, then the shared balance query. */
const BALANCE = [balanceKey] as const;

export function useRefreshUserMoney() {
  return useAction(refreshUserMoney, { invalidates: BALANCE });
}
