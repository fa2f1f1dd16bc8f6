import { useAction } from '@/core/actions/use-action';
import { bindingsKey } from '@/core/wallets/bindings';
import { walletCalls } from '@contract/wallet-calls';
import type { CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { requestEnvelope } from '@/lib/http/client';
import { isApiError } from '@/lib/http/errors';
import { toast } from '@/lib/toast';
import { walletTexts } from '../model';

export type BindInput = CallInput<typeof walletCalls.bindcard>;

/**
 * POST /api/bindcard → true when bound (toasts 绑定成功). A refusal (wrong payment password, 207
 * limit, duplicate) toasts the server message; no answer or a broken one says so. Never retried;
 * the caller keeps the form on false.
 */
export async function sendBind(input: BindInput): Promise<boolean> {
  try {
    const answer = await requestEnvelope(walletCalls.bindcard, input, {
      loading: true,
      intent: 'action',
      networkErrorMessage: walletTexts.networkFailed,
    });
    if (answer.code !== Code.ok) return false;
    toast.success(walletTexts.bound);
    return true;
  } catch (error) {
    // Offline or no answer the client has told the user (intent 'action'); a 401 ended the session.
    if (isApiError(error) && error.kind === 'invalid') toast.error(walletTexts.badAnswer);
    return false;
  }
}

const BINDINGS = [bindingsKey] as const;

/** Bound: the saved cards and addresses are read again. */
export function useBind() {
  return useAction(sendBind, { invalidates: BINDINGS });
}
