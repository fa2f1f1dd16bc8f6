import { recordCalls } from '@contract/record-calls';
import { useAction } from '@/core/actions/use-action';
import { sendAction } from '@/lib/http/send-action';
import { balanceKey } from '@/core/session/balance';
import { refreshUser } from '@/core/session/user';
import { fanshuiKey } from './get-fanshui';

/**
 * POST /api/dofanshui: the message toasts (error toast on a non-200 from the client), then the user
 * info AND the rebate list refresh (docs/product.md: the original forgot the list).
 */
export async function claimFanshui(): Promise<boolean> {
  if (!(await sendAction(recordCalls.dofanshui, {}, 'money'))) return false;
  // Read even when no screen observes the user query: the stored copy (balance) must change, and
  // refreshUser keeps what it reads (query and stored copy) as an invalidation of an unobserved query would not.
  await refreshUser().catch(() => undefined);
  return true;
}

/** Claimed: the balance and the rebate list (its 已领取 / 待领取) are read again. */
const CLAIMED = [balanceKey, fanshuiKey] as const;

export function useClaimFanshui() {
  return useAction(claimFanshui, { invalidates: CLAIMED });
}
