import { calls } from '@contract/calls';
import { requestEnvelope } from '@/lib/http/client';
import { queryClient } from '@/lib/query-client';
import { accountKey, accountOf } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';
import { refreshUser } from '@/core/session/user';
import { toast } from '@/lib/toast';
import { fanshuiKeys } from './get-fanshui';

/**
 * POST /api/dofanshui: the message toasts (error toast on a non-200 from the client), then the user
 * info AND the rebate list refresh (docs/product.md: the original forgot the list).
 */
export async function claimFanshui(): Promise<void> {
  const answer = await requestEnvelope(calls.dofanshui, {}, { loading: true, intent: 'money' });
  if (answer.code !== 200) return;
  toast.success(answer.message);
  // The user's query is fetched even when no screen observes it: the stored copy (balance) must change.
  const account = accountOf(useSession.getState());
  const refreshed = queryClient
    .fetchQuery({ queryKey: accountKey(account, 'user'), queryFn: refreshUser, staleTime: 0 })
    .catch(() => undefined);
  await Promise.all([
    refreshed,
    queryClient.invalidateQueries({ queryKey: accountKey(account, 'balance') }),
    queryClient.invalidateQueries({ queryKey: fanshuiKeys.all(account) }),
  ]);
}
