import { agentCalls as calls } from '@contract/agent-calls';
import type { CallInput } from '@contract/define';
import { useAction } from '@/core/actions/use-action';
import { sendAction } from '@/lib/http/send-action';
import { agentMemberKey } from './agent-member';
import { agentMemberListKey } from './agent-member-list';

/** POST /api/agent/changefanshui {uid, fanshui}: true on 200. */
export async function changeFanshui(input: CallInput<typeof calls.agentChangeFanshui>): Promise<boolean> {
  return sendAction(calls.agentChangeFanshui, input, 'action');
}

const CHANGED = [agentMemberListKey, agentMemberKey] as const;

/** Save, then the team list and the member's card (both show the member's rate) are read again. */
export function useChangeFanshui() {
  return useAction(changeFanshui, { invalidates: CHANGED });
}
