import { useAction } from '@/core/actions/use-action';
import { authCalls } from '@contract/auth-calls';
import type { CallInput } from '@contract/define';
import { sendActionEnvelope } from '@/lib/http/send-action';

/**
 * POST /api/login → api_token, or null: a non-200 code toasts the server message (error kind), no
 * answer says so (the client, intent 'action').
 */
export async function login(input: CallInput<typeof authCalls.login>): Promise<string | null> {
  const answer = await sendActionEnvelope(authCalls.login, input, 'action', { success: false });
  return answer?.data?.api_token ?? null;
}

export function useLogin() {
  return useAction(login);
}
