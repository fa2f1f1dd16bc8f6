/** What the agent centre's routes share: who may call, the range and page asked for, the rows' shapes. */
import {
  agentMessages,
  dayRangeRules,
  isRangeGiven,
  type DayRangeInput,
} from '../../../../contract/agent-rules';
import { addDays } from '../../../../contract/beijing-time';
import { formatCents } from '../../../../contract/money';
import { Code, type Paginator } from '../../../../contract/envelope';
import { firstFailure } from '../../../../contract/rule';
import { fail } from '../../http/business-error';
import type { RouteDeps } from '../../http/define-route';
import { OPEN_PERIOD, teamOf, type Figures, type TeamMember } from '../../repositories/agent-team';
import { DEFAULT_PAGE_SIZE } from '../../repositories/paginate';
import type { Period } from '../../repositories/periods';
import type { UserRow } from '../../repositories/users';

/** Every agent call refuses a member who is not an agent, with a message and no data. */
export function requireAgent(user: UserRow): UserRow {
  if (user.isagent !== 1) fail(agentMessages.notAgent, Code.fail);
  return user;
}

/** `start`..`end` as whole Beijing days (both included, `dayRangeRules`); neither end is all time. */
export function periodOf(input: DayRangeInput): Period {
  if (!isRangeGiven(input)) return OPEN_PERIOD;
  const problem = firstFailure(dayRangeRules, input);
  if (problem) fail(problem, Code.invalidRequest);
  return { from: `${input.start} 00:00:00`, to: `${addDays(input.end!, 1)} 00:00:00` };
}

export const pageOf = (input: {
  page?: number | undefined;
  size?: number | undefined;
  pagesize?: number | undefined;
}) => ({
  page: input.page ?? 1,
  pagesize: input.size ?? input.pagesize ?? DEFAULT_PAGE_SIZE,
});

export const figureFields = (f: Figures) => ({
  rechage_times: f.rechage_times,
  withdraw_times: f.withdraw_times,
  all_recharge: formatCents(f.recharge_cents),
  all_withdraw: formatCents(f.withdraw_cents),
  all_valid_bet: formatCents(f.valid_bet_cents),
  all_win_loss: formatCents(f.win_loss_cents),
  all_fanshui: formatCents(f.fanshui_cents),
  all_redpacket: formatCents(f.redpacket_cents),
});

/** The member `id` when they are in the team; anyone else is refused the same way, whoever they are. */
export function teamMember(team: readonly TeamMember[], id: number): TeamMember {
  return team.find((m) => m.id === id) ?? fail(agentMessages.notInTeam, Code.noData);
}

/** A page of rows answered as the calls answer pages: the paginator, each row in the call's shape. */
export const pageAnswer = <Row, Out>(page: Paginator<Row>, shape: (row: Row) => Out) => ({
  data: { ...page, data: page.data.map(shape) },
});

/** The fields every team log row starts with: its id, its order number and whose it is. */
export const logRowHead = <No extends string | null>(
  row: { id: number; user_id: number; username: string },
  orderNo: No,
) => ({
  id: row.id,
  order_no: orderNo,
  user_id: row.user_id,
  username: row.username,
});

/** The agent's team, and whether a member of it is a direct downline (`is_direct` 1) or deeper (0). */
export function teamWithDepth(db: RouteDeps['db'], agent: UserRow) {
  const team = teamOf(db, agent.id);
  const depth = new Map(team.map((m) => [m.id, m.depth]));
  return { team, isDirect: (id: number) => (depth.get(id) === 1 ? 1 : 0) };
}
