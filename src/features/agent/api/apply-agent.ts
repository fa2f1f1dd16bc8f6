import { useAction } from '@/core/actions/use-action';
import { accountCalls } from '@contract/account-calls';
import type { AgentApplicationInput } from '@contract/member-rules';
import { userKey } from '@/core/session/user';
import { sendAction } from '@/lib/http/send-action';
import { agentApplicationKey } from './get-agent-application';

/** POST /api/applyagentdo {mobile, apply_info} → the message as a toast (error-style when not 200). */
export async function applyAgent(input: AgentApplicationInput): Promise<boolean> {
  return sendAction(accountCalls.applyagentdo, input, 'action');
}

const CHANGED = [userKey, agentApplicationKey] as const;

/** Submit, then reload the user (an approved application changes isagent) and the application's state. */
export function useApplyAgent() {
  return useAction(applyAgent, { invalidates: CHANGED });
}
