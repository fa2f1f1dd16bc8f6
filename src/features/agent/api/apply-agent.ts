import { useAction } from '@/core/actions/use-action';
import { calls } from '@contract/calls';
import { Code } from '@contract/envelope';
import type { AgentApplicationInput } from '@contract/member-rules';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';

/** POST /api/applyagentdo {mobile, apply_info} → the message as a toast (error-style when not 200). */
export async function applyAgent(input: AgentApplicationInput): Promise<boolean> {
  const answer = await requestEnvelope(calls.applyagentdo, input, { loading: true, intent: 'action' });
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message);
  return true;
}

const CHANGED = ['user', 'agentApplication'] as const;

/** Submit, then reload the user (an approved application changes isagent) and the application's state. */
export function useApplyAgent() {
  return useAction(applyAgent, { invalidates: CHANGED });
}
