import { calls } from '@contract/calls';
import { requestEnvelope } from '@/lib/http/client';
import { queryClient } from '@/lib/query-client';
import { accountKey, accountOf } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';
import { toast } from '@/lib/toast';
import { fanshuiKeys } from './get-fanshui';

/**
 * POST /api/dofanshui: the message toasts (error toast on a non-200 from the client), then the user
 * info AND the rebate list refresh (SUPPLEMENT: the original forgot the list).
 */
export async function claimFanshui(): Promise<void> {
  const answer = await requestEnvelope(calls.dofanshui, {}, { loading: true });
  if (answer.code !== 200) return;
  toast.success(answer.message);
  const account = accountOf(useSession.getState());
  await Promise.all([
    // 'all': the user query refetches (and updates the stored copy) even with no screen observing it.
    queryClient.invalidateQueries({ queryKey: accountKey(account, 'user'), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: accountKey(account, 'balance') }),
    queryClient.invalidateQueries({ queryKey: fanshuiKeys.all(account) }),
  ]);
}
