import { useAction } from '@/core/actions/use-action';
import { authCalls } from '@contract/auth-calls';
import type { CallInput } from '@contract/define';
import { request } from '@/lib/http/client';

/**
 * POST /api/register → api_token. docs/product.md#errors-and-fixed-texts: the server message is toasted success-style whatever
 * the code (`toast: 'always'`); a non-200 code still throws so the screen stays put.
 */
export function register(input: CallInput<typeof authCalls.register>) {
  return request(authCalls.register, input, { loading: true, toast: 'always', intent: 'action' });
}

export function useRegister() {
  return useAction(register);
}
