import { useQueryClient } from '@tanstack/react-query';
import { agentCalls as calls } from '@contract/agent-calls';
import type { CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { accountKey, useAccount } from '@/core/session/query-keys';
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
export function useAddMember() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return async (input: CallInput<typeof calls.agentAddMember>) => {
    const done = await addMember(input).catch(() => false);
    if (done) void queryClient.invalidateQueries({ queryKey: accountKey(account, 'agent/memberlist') });
    if (done) void queryClient.invalidateQueries({ queryKey: accountKey(account, 'agent/today') });
    return done;
  };
}
