import { useQueryClient } from '@tanstack/react-query';
import { agentCalls as calls } from '@contract/agent-calls';
import type { CallInput } from '@contract/define';
import { Code } from '@contract/envelope';
import { accountKey, useAccount } from '@/core/session/query-keys';
import { invalidateMoneyQueries } from '@/core/wallets/money-queries';
import { requestEnvelope } from '@/lib/http/client';
import { toast } from '@/lib/toast';

/**
 * POST /api/agent/recharge {user_id, amount}: money leaves the agent's wallet. A money call: sent
 * with no answer, its outcome is unknown and the client says so (never retried by itself).
 */
export async function agentRecharge(input: CallInput<typeof calls.agentRecharge>): Promise<boolean> {
  const answer = await requestEnvelope(calls.agentRecharge, input, { loading: true, intent: 'money' });
  if (answer.code !== Code.ok) return false;
  toast.success(answer.message);
  return true;
}

/** Recharge, then refresh the balances and the team's lists (an unknown outcome refreshes them too). */
export function useAgentRecharge() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return async (input: CallInput<typeof calls.agentRecharge>) => {
    const done = await agentRecharge(input).catch(() => false);
    void invalidateMoneyQueries(queryClient, account);
    void queryClient.invalidateQueries({ queryKey: accountKey(account, 'agent/memberlist') });
    return done;
  };
}
