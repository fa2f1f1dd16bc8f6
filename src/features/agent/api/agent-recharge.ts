import { agentCalls as calls } from '@contract/agent-calls';
import type { CallInput } from '@contract/define';
import { useAction } from '@/core/actions/use-action';
import { MONEY_KEYS } from '@/core/wallets/money-queries';
import { sendAction } from '@/lib/http/send-action';
import { agentMemberListKey } from './agent-member-list';

/**
 * POST /api/agent/recharge {user_id, amount}: money leaves the agent's wallet. A money call: sent
 * with no answer, its outcome is unknown and the client says so (never retried by itself).
 */
export async function agentRecharge(input: CallInput<typeof calls.agentRecharge>): Promise<boolean> {
  return sendAction(calls.agentRecharge, input, 'money');
}

const MONEY_AND_TEAM = [...MONEY_KEYS, agentMemberListKey] as const;

/**
 * Recharge, then refresh the balances and the team's list. A refusal moved nothing; an unknown
 * outcome refreshes the balances through the client's money intent.
 */
export function useAgentRecharge() {
  return useAction(agentRecharge, { invalidates: MONEY_AND_TEAM });
}
