import { useQueryClient } from '@tanstack/react-query';
import { agentCalls as calls } from '@contract/agent-calls';
import type { CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';

/** POST /api/agent/changefanshui {uid, fanshui}: true on 200. */
export async function changeFanshui(input: CallInput<typeof calls.agentChangeFanshui>): Promise<boolean> {
  const answer = await requestEnvelope(calls.agentChangeFanshui, input, { loading: true, intent: 'action' });
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message);
  return true;
}

export function useChangeFanshui() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return async (input: CallInput<typeof calls.agentChangeFanshui>) => {
    const done = await changeFanshui(input).catch(() => false);
    if (done) void queryClient.invalidateQueries({ queryKey: accountKey(account, 'agent/memberlist') });
    // The screen shows the member's current rate: it reads the new one.
    if (done) void queryClient.invalidateQueries({ queryKey: accountKey(account, 'agent/member') });
    return done;
  };
}
