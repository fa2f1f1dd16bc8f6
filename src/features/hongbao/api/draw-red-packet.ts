import { redPacketCalls } from '@contract/red-packet-calls';
import { sendActionEnvelope } from '@/lib/http/send-action';
import { useAction } from '@/core/actions/use-action';
import { balanceKey } from '@/core/session/balance';
import { drawPopup, type DrawPopup } from '../model';
import { redPacketInfoKey } from './get-red-packet-info';
import { redPacketRecordsKey } from './get-red-packet-records';

/**
 * POST /api/douserredpacket. The popup shows the outcome (no toast for a non-200: docs/product.md#errors-and-fixed-texts shows the
 * server message in the popup); no answer says the outcome is unknown (intent 'money') and answers null.
 * A win reloads the info, the balance, and the red-packet records.
 */
export async function drawRedPacket(): Promise<DrawPopup | null> {
  // Intent 'money' over docs/product.md#errors-and-fixed-texts' 服务器异常: a draw with no answer may have paid out.
  const answer = await sendActionEnvelope(redPacketCalls.douserredpacket, {}, 'money', {
    toast: 'none',
    success: false,
  });
  if (!answer) return null;
  const popup = drawPopup({
    code: answer.code,
    message: answer.message,
    amount: answer.data?.redpacketmoney,
  });
  return popup;
}

const WON = [redPacketInfoKey, balanceKey, redPacketRecordsKey] as const;
const changedBy = (popup: DrawPopup | null) => (popup?.kind === 'won' ? WON : []);

export function useDrawRedPacket() {
  return useAction(drawRedPacket, { invalidates: changedBy });
}
