import { useAction } from '@/core/actions/use-action';
import { authCalls } from '@contract/auth-calls';
import type { CallInput } from '@contract/define';
import { request } from '@/lib/http/client';

/** POST /api/login → api_token. A non-200 code toasts the server message (error kind) and throws. */
export function login(input: CallInput<typeof authCalls.login>) {
  return request(authCalls.login, input, { loading: true, intent: 'action' });
}

export function useLogin() {
  return useAction(login);
}
