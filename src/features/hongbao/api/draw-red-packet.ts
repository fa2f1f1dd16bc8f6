import { calls } from '@contract/calls';
import { requestEnvelope } from '@/lib/http/client';
import { queryClient } from '@/lib/query-client';
import { accountKey, accountOf } from '@/core/session/query-keys';
import { useSession } from '@/core/session/store';
import { drawPopup, type DrawPopup } from '../model';

/**
 * POST /api/douserredpacket. The popup shows the outcome (no toast for a non-200: docs/product.md §8 shows the
 * server message in the popup); no answer says the outcome is unknown (intent 'money') and answers null.
 * A win reloads the info, the balance, and the red-packet records.
 */
export async function drawRedPacket(): Promise<DrawPopup | null> {
  let answer;
  try {
    answer = await requestEnvelope(
      calls.douserredpacket,
      {},
      {
        toast: 'none',
        loading: true,
        // Over docs/product.md §8: 服务器异常: a draw with no answer may have paid out.
        intent: 'money',
      },
    );
  } catch {
    return null;
  }
  const popup = drawPopup({
    code: answer.code,
    message: answer.message,
    amount: answer.data?.redpacketmoney,
  });
  if (popup.kind === 'won') {
    const account = accountOf(useSession.getState());
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKey(account, 'userredpacket') }),
      queryClient.invalidateQueries({ queryKey: accountKey(account, 'balance') }),
      queryClient.invalidateQueries({ queryKey: accountKey(account, 'redpacket') }),
    ]);
  }
  return popup;
}
