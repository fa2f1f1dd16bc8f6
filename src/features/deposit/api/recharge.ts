import { moneyCalls } from '@contract/money-calls';
import { useAction } from '@/core/actions/use-action';
import { MONEY_KEYS } from '@/core/wallets/money-queries';
import type { CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { sendActionEnvelope } from '@/lib/http/send-action';
import { toast } from '@/lib/toast';
import { depositTexts } from '../model';
import { depositNoFrom } from '../payment-order';

export type RechargeInput = CallInput<typeof moneyCalls.recharge>;

/** How one deposit request ended; the form is cleared only on 'ok'. */
export type RechargeOutcome = { kind: 'ok'; depositNo: string } | { kind: 'refused' } | { kind: 'failed' };

/**
 * POST /api/recharge → the order number in `message` (docs/product.md#calls). Never retried. A refusal toasts the
 * server message (client default); an answer without an order number says so, no answer has an
 * unknown outcome (the client says so; the server answers a repeat within 30 s with the same order).
 */
export async function sendRecharge(input: RechargeInput): Promise<RechargeOutcome> {
  // Offline or no answer the client has told the user (intent 'money'); a 401 ended the session.
  const answer = await sendActionEnvelope(moneyCalls.recharge, input, 'money', {
    success: false,
    badAnswerMessage: depositTexts.badAnswer,
  });
  if (!answer) return { kind: 'failed' };
  if (answer.code !== Code.ok) return { kind: 'refused' };
  const depositNo = depositNoFrom(answer.message);
  if (!depositNo) {
    toast.error(depositTexts.badAnswer);
    return { kind: 'failed' };
  }
  return { kind: 'ok', depositNo };
}

// An order filed: the money figures and the transaction records (which list it) are read again.
const changedBy = (outcome: RechargeOutcome) => (outcome.kind === 'ok' ? MONEY_KEYS : []);

export function useRecharge() {
  return useAction(sendRecharge, { invalidates: changedBy });
}
