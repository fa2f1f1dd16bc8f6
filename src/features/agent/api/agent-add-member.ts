import { agentCalls as calls } from '@contract/agent-calls';
import type { CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { useAction } from '@/core/actions/use-action';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';

/** POST /api/agent/add-member {username, password, realname}: true on 200 (the message is toasted either way). */
export async function addMember(input: CallInput<typeof calls.agentAddMember>): Promise<boolean> {
  const answer = await requestEnvelope(calls.agentAddMember, input, { loading: true, intent: 'action' });
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message);
  return true;
}

/** Add, then refresh the team figures and lists. */
const TEAM = ['agent/memberlist', 'agent/today'] as const;

export function useAddMember() {
  return useAction(addMember, { invalidates: TEAM });
}
