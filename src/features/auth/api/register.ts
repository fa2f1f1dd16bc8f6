import { useAction } from '@/core/actions/use-action';
import { authCalls } from '@contract/auth-calls';
import type { CallInput } from '@contract/define';
import { sendActionEnvelope } from '@/lib/http/send-action';

/**
 * POST /api/register → api_token, or null. docs/product.md#errors-and-fixed-texts: the server
 * message is toasted success-style whatever the code (`toast: 'always'`); a non-200 code answers
 * null so the screen stays put.
 */
export async function register(input: CallInput<typeof authCalls.register>): Promise<string | null> {
  const answer = await sendActionEnvelope(authCalls.register, input, 'action', {
    toast: 'always',
    success: false,
  });
  return answer?.data?.api_token ?? null;
}

export function useRegister() {
  return useAction(register);
}
