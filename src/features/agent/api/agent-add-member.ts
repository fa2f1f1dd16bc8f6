import { agentCalls as calls } from '@contract/agent-calls';
import type { CallInput } from '@contract/define';
import { useAction } from '@/core/actions/use-action';
import { sendAction } from '@/lib/http/send-action';
import { agentMemberListKey } from './agent-member-list';
import { agentTodayKey } from './agent-today';

/** POST /api/agent/add-member {username, password, realname}: true on 200 (the message is toasted either way). */
export async function addMember(input: CallInput<typeof calls.agentAddMember>): Promise<boolean> {
  return sendAction(calls.agentAddMember, input, 'action');
}

/** Add, then refresh the team figures and lists. */
const TEAM = [agentMemberListKey, agentTodayKey] as const;

export function useAddMember() {
  return useAction(addMember, { invalidates: TEAM });
}
