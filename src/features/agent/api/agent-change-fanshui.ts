import { agentCalls as calls } from '@contract/agent-calls';
import type { CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { useAction } from '@/core/actions/use-action';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';

/** POST /api/agent/changefanshui {uid, fanshui}: true on 200. */
export async function changeFanshui(input: CallInput<typeof calls.agentChangeFanshui>): Promise<boolean> {
  const answer = await requestEnvelope(calls.agentChangeFanshui, input, { loading: true, intent: 'action' });
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message);
  return true;
}

const CHANGED = ['agent/memberlist', 'agent/member'] as const;

/** Save, then the team list and the member's card (both show the member's rate) are read again. */
export function useChangeFanshui() {
  return useAction(changeFanshui, { invalidates: CHANGED });
}
