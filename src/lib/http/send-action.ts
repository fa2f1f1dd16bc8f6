import type { CallData, CallDef, CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { toast } from '@/lib/toast';
import { requestEnvelope, type EnvelopeResult, type RequestOptions } from './client';
import { isApiError } from './errors';

/** How a tap's call tells its outcome, beyond its intent. */
export interface SendOptions {
  /**
   * The success toast on 200: the server's message (default), the feature's own text, the text
   * made from the server's message, or none (`false`: the screen shows the outcome itself).
   */
  success?: string | ((message: string) => string) | false;
  /** The loading indicator while it runs (default); `false` for a tap that shows its own (a spinning icon). */
  loading?: boolean;
  /** The client's toast of the answer's message (RequestOptions.toast): 'error' by default. */
  toast?: RequestOptions['toast'];
  /** An 'action' call's own words for no answer (RequestOptions.networkErrorMessage). */
  networkErrorMessage?: string;
  /** The feature's own words for an answer outside the contract, over the client's. */
  badAnswerMessage?: string;
}

/**
 * The one shape of an action's fetcher (docs/architecture.md, "An action: a withdrawal"): a tap
 * sent with the loading indicator and its intent, whose answer is the envelope whatever the code,
 * or null when none came. Never throws for what the client has already told the user — offline,
 * 网络异常, an unknown outcome for money (intent 'money', src/lib/http/client.ts), an answer
 * outside the contract, the session ended — so no screen catches an action's failure itself:
 * `useAction` (src/core/actions/use-action.ts) owns the outcome.
 */
export async function sendActionEnvelope<C extends CallDef>(
  call: C,
  input: CallInput<C>,
  intent: 'action' | 'money',
  options: SendOptions = {},
): Promise<EnvelopeResult<CallData<C>> | null> {
  let answer: EnvelopeResult<CallData<C>>;
  try {
    answer = await requestEnvelope(call, input, {
      loading: options.loading ?? true,
      intent,
      toast: options.toast ?? 'error',
      ...(options.networkErrorMessage ? { networkErrorMessage: options.networkErrorMessage } : {}),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.kind === 'invalid' && options.badAnswerMessage) toast.error(options.badAnswerMessage);
    return null;
  }
  const { success } = options;
  if (answer.code === Code.ok && success !== false) {
    toast.success(
      success === undefined
        ? answer.message
        : typeof success === 'string'
          ? success
          : success(answer.message),
    );
  }
  return answer;
}

/**
 * `sendActionEnvelope` for a tap whose answer is only its outcome: true only on 200, so the
 * action hook refreshes only what really changed; false when refused or when no answer came (the
 * client has said why; for money, that the outcome is unknown, and the balances are read again).
 */
export async function sendAction<C extends CallDef>(
  call: C,
  input: CallInput<C>,
  intent: 'action' | 'money',
  options: SendOptions = {},
): Promise<boolean> {
  const answer = await sendActionEnvelope(call, input, intent, options);
  return answer?.code === Code.ok;
}
