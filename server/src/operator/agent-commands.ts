/**
 * Agent commands: applications to become an agent, and an agent's commission rate and settlement.
 */
import { basisPointsToPercent, fanshuiToBasisPoints } from '../../../contract/agent-rules';
import { formatCents } from '../../../contract/money';
import { pendingCommission, setCommissionRate, settleCommission } from '../repositories/agent-commission';
import {
  approveAgentApplication,
  listAgentApplications,
  rejectAgentApplication,
} from '../repositories/agents';
import { findUserByName } from '../repositories/users';
import { mainBalance } from '../repositories/wallets';
import { CommandError, limitOf, need, stateFilter, UsageError, withReason } from './arguments';
import type { OperatorCommand } from './command';
import { pad } from './terminal';

const AGENT_APPLICATION_STATE: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已拒绝' };

export const agentCommands: Record<string, OperatorCommand> = {
  'agent-applications': ({ db, io, flags }) => {
    const rows = listAgentApplications(db, stateFilter(flags), limitOf(flags));
    if (rows.length === 0) io.out('no agent applications');
    for (const row of rows) {
      io.out(
        [
          pad(String(row.id), 6),
          pad(row.username, 16),
          pad(row.mobile, 14),
          pad(AGENT_APPLICATION_STATE[row.state] ?? String(row.state), 8),
          pad(row.created_at, 20),
          row.apply_info,
        ].join(' '),
      );
    }
  },
  'approve-agent': ({ db, io, positional }) => {
    const [idText] = need(positional, 1, 'approve-agent <application id>');
    const id = Number(idText);
    if (!Number.isInteger(id) || id < 1)
      throw new UsageError('application id must be a positive whole number');
    const outcome = approveAgentApplication(db, id);
    if (!outcome.ok) {
      if (outcome.reason === 'missing') throw new CommandError(`agent application ${id} not found`);
      throw new CommandError(
        `agent application ${id} was already processed (${AGENT_APPLICATION_STATE[outcome.row!.state]})`,
      );
    }
    io.out(
      `approved agent application ${id}: ${outcome.row.username} is an agent, referral code ${outcome.code}`,
    );
  },
  'reject-agent': ({ db, io, positional }) => {
    const [idText, reason] = withReason(positional, 'reject-agent <application id> [reason]');
    const id = Number(idText);
    if (!Number.isInteger(id) || id < 1)
      throw new UsageError('application id must be a positive whole number');
    const outcome = rejectAgentApplication(db, id, reason);
    if (!outcome.ok) {
      if (outcome.reason === 'missing') throw new CommandError(`agent application ${id} not found`);
      throw new CommandError(
        `agent application ${id} was already processed (${AGENT_APPLICATION_STATE[outcome.row!.state]})`,
      );
    }
    io.out(`rejected agent application ${id} of ${outcome.row.username}`);
  },
  'commission-rate': ({ db, io, positional }) => {
    const [name, percent] = need(positional, 2, 'commission-rate <username> <percent>');
    const bp = fanshuiToBasisPoints(percent!);
    if (bp === null) throw new UsageError('percent must be 0–10 with at most 2 decimals, e.g. 0.5');
    const agent = findUserByName(db, name!);
    if (!agent) throw new CommandError(`no member named ${name}`);
    if (agent.isagent !== 1) throw new CommandError(`${agent.username} is not an agent`);
    setCommissionRate(db, agent.id, bp);
    io.out(`${agent.username} earns ${basisPointsToPercent(bp)} % of the team's valid bets`);
  },
  'settle-commission': ({ db, io, positional }) => {
    const [name] = need(positional, 1, 'settle-commission <username>');
    const agent = findUserByName(db, name!);
    if (!agent) throw new CommandError(`no member named ${name}`);
    if (agent.isagent !== 1) throw new CommandError(`${agent.username} is not an agent`);
    const paid = settleCommission(db, agent.id);
    if (!paid) {
      io.out(
        `nothing to settle for ${agent.username} (pending ${formatCents(pendingCommission(db, agent.id).amount_cents)} yuan)`,
      );
      return;
    }
    io.out(
      `paid ${formatCents(paid.amount_cents)} yuan commission to ${agent.username} (${basisPointsToPercent(paid.rate_bp)} % of ${formatCents(paid.valid_bet_cents)} valid bets), balance now ${formatCents(mainBalance(db, agent.id))}`,
    );
  },
};
