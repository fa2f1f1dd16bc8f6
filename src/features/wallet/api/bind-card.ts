import { useAction } from '@/core/actions/use-action';
import { bindingsKey } from '@/core/wallets/bindings';
import { walletCalls } from '@contract/wallet-calls';
import type { CallInput } from '@contract/define';
import { sendAction } from '@/lib/http/send-action';
import { walletTexts } from '../model';

export type BindInput = CallInput<typeof walletCalls.bindcard>;

/**
 * POST /api/bindcard → true when bound (toasts 绑定成功). A refusal (wrong payment password, 207
 * limit, duplicate) toasts the server message; no answer or a broken one says so. Never retried;
 * the caller keeps the form on false.
 */
export function sendBind(input: BindInput): Promise<boolean> {
  return sendAction(walletCalls.bindcard, input, 'action', {
    success: walletTexts.bound,
    networkErrorMessage: walletTexts.networkFailed,
    badAnswerMessage: walletTexts.badAnswer,
  });
}

const BINDINGS = [bindingsKey] as const;

/** Bound: the saved cards and addresses are read again. */
export function useBind() {
  return useAction(sendBind, { invalidates: BINDINGS });
}
