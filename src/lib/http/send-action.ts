import type { CallDef, CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { toast } from '@/lib/toast';
import { requestEnvelope } from './client';

/**
 * A tap whose answer is a message for the user: the loading indicator while it runs, then the
 * server's message as a success toast on 200 (the client toasts any other code as an error).
 * Resolves true only on 200, so the caller's hook refreshes only what really changed.
 */
export async function sendAction<C extends CallDef>(
  call: C,
  input: CallInput<C>,
  intent: 'action' | 'money',
): Promise<boolean> {
  const answer = await requestEnvelope(call, input, { loading: true, intent });
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message);
  return true;
}
