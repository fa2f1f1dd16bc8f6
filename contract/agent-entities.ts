import { z } from 'zod/mini';
import { flag, integer, numeric } from './envelope';

/**
 * Answers of the agent centre (`/api/agent/*`), in the family's field names and spellings
 * (`rechage_times` included). Money is yuan with two decimals, as everywhere.
 */

/** Team figures over a period: the team's approved deposits, paid withdrawals, bets, rebates and red packets. */
const figures = {
  rechage_times: integer,
  withdraw_times: integer,
  all_recharge: numeric,
  all_withdraw: numeric,
  all_valid_bet: numeric,
  all_win_loss: numeric,
  all_fanshui: numeric,
  all_redpacket: numeric,
};

export const agentTodaySchema = z.object({
  child_member_count: integer,
  child_agent_count: integer,
  directly_member_count: integer,
  directly_agent_count: integer,
  add_member_count: integer,
  all_recharge: numeric,
  all_withdraw: numeric,
  all_bet: numeric,
  all_valid_bet: numeric,
  win_loss: numeric,
  /** The agent's referral code (the `pid` of the invitation link); our addition, the family's clients ignore it. */
  invite_code: z.nullish(z.string()),
});
export type AgentToday = z.infer<typeof agentTodaySchema>;

export const agentCommissionSchema = z.object({
  username: z.string(),
  realname: z.nullish(z.string()),
  isagent: flag,
  ...figures,
  usersum: integer,
  agentsum: integer,
  /** Commission paid into the agent's wallet (settlements inside the period). */
  yongjinsum: numeric,
  /** Commission earned and not yet settled (up to now). */
  waityongjinsum: numeric,
  /** The agent's commission rate, percent of the team's valid bets; our addition. */
  commission_rate: z.nullish(numeric),
});
export type AgentCommission = z.infer<typeof agentCommissionSchema>;

export const agentProfitRowSchema = z.object({
  id: integer,
  username: z.string(),
  ...figures,
  is_direct: z.nullish(flag),
});
export type AgentProfitRow = z.infer<typeof agentProfitRowSchema>;

export const agentSubordinateRowSchema = z.object({
  id: integer,
  username: z.string(),
  realname: z.nullish(z.string()),
  ...figures,
  /** Members in this sub-agent's own team. */
  usersum: integer,
  waityongjinsum: numeric,
  is_direct: z.nullish(flag),
});
export type AgentSubordinateRow = z.infer<typeof agentSubordinateRowSchema>;

export const agentMemberRowSchema = z.object({
  id: integer,
  username: z.string(),
  realname: z.nullish(z.string()),
  isagent: flag,
  balance: numeric,
  vip: z.nullish(integer),
  /** The username of the member's upline. */
  parent: z.nullish(z.string()),
  is_direct: flag,
  /** The member's rebate rate in percent; null = the venues' own rates. Our addition. */
  fanshui: z.nullish(numeric),
  created_at: z.nullish(z.string()),
});
export type AgentMemberRow = z.infer<typeof agentMemberRowSchema>;

/**
 * One team member as the server knows them (our addition, for 代充 and 调整返水): who the id is, so
 * a screen names the member the money goes to from the server, never from its address bar.
 */
export const agentMemberSchema = z.object({
  id: integer,
  username: z.string(),
  realname: z.nullish(z.string()),
  isagent: flag,
  is_direct: flag,
  /** The member's rebate rate in percent; null = the venues' own rates. */
  fanshui: z.nullish(numeric),
  /** The highest rate the signed-in agent may give (their own ceiling), in percent. */
  own_fanshui: numeric,
});
export type AgentMember = z.infer<typeof agentMemberSchema>;

/** GameRecords of the family. `status` 1 settled, 2 unsettled, 0 void. */
export const agentBetRowSchema = z.object({
  id: integer,
  user_id: integer,
  username: z.string(),
  bet_id: z.string(),
  bet_time: z.string(),
  platform_type: z.string(),
  game_code: z.nullish(z.string()),
  bet_amount: numeric,
  valid_amount: numeric,
  win_loss: numeric,
  status: integer,
  created_at: z.string(),
});
export type AgentBetRow = z.infer<typeof agentBetRowSchema>;

/** Recharge of the family. `pay_way` 1 bank card, 3 Alipay, 4 WeChat, 5 USDT, 11 agent; `state` 1 pending, 2 approved, 3 rejected. */
export const agentRechargeRowSchema = z.object({
  id: integer,
  order_no: z.string(),
  user_id: integer,
  username: z.string(),
  amount: numeric,
  real_money: numeric,
  pay_way: integer,
  state: integer,
  created_at: z.string(),
});
export type AgentRechargeRow = z.infer<typeof agentRechargeRowSchema>;

/** Withdraws of the family. `type` 1 bank card, 2 USDT; `state` 1 pending, 2 paid, 3 rejected. */
export const agentWithdrawRowSchema = z.object({
  id: integer,
  order_no: z.string(),
  user_id: integer,
  username: z.string(),
  type: integer,
  amount: numeric,
  real_money: numeric,
  state: integer,
  created_at: z.string(),
});
export type AgentWithdrawRow = z.infer<typeof agentWithdrawRowSchema>;

/** TransferLogs of the family. `transfer_type` 0 into a venue, 1 out of one, 6 rebate. */
export const agentTransferRowSchema = z.object({
  id: integer,
  order_no: z.nullish(z.string()),
  user_id: integer,
  username: z.string(),
  transfer_type: integer,
  money: numeric,
  state: integer,
  platform_type: z.nullish(z.string()),
  remark: z.nullish(z.string()),
  created_at: z.string(),
});
export type AgentTransferRow = z.infer<typeof agentTransferRowSchema>;
