import { useQueryClient } from '@tanstack/react-query';
import { calls } from '@contract/calls';
import { Code } from '@contract/envelope';
import type { AgentApplicationInput } from '@contract/member-rules';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';
import { agentApplicationKey } from './get-agent-application';

/** POST /api/applyagentdo {mobile, apply_info} → the message as a toast (error-style when not 200). */
export async function applyAgent(input: AgentApplicationInput): Promise<boolean> {
  const answer = await requestEnvelope(calls.applyagentdo, input, { loading: true, intent: 'action' });
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message);
  return true;
}

/** Submit, then reload the user (an approved application changes isagent) and the application's state. */
export function useApplyAgent() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return async (input: AgentApplicationInput) => {
    const done = await applyAgent(input).catch(() => false);
    if (done) {
      void queryClient.invalidateQueries({ queryKey: accountKey(account, 'user') });
      void queryClient.invalidateQueries({ queryKey: agentApplicationKey(account) });
    }
    return done;
  };
}
