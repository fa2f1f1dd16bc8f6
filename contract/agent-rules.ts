/**
 * Rules of the agent centre that both sides enforce: the client checks before sending, the server
 * refuses what breaks them, with the same Chinese messages.
 */

import { firstFailure, type Rule } from './rule';
import {
  authRuleMessages,
  isLettersAndDigits,
  realNameRules,
  REGISTER_PASSWORD_MIN,
  USERNAME_MIN,
} from './account-limits';
import { amountTextToCents, formatCents } from './money';

/** A recharge of a team member (代充): whole cents, within these bounds (yuan). */
export const AGENT_RECHARGE_MIN_YUAN = 1;
export const AGENT_RECHARGE_MAX_YUAN = 50000;

/** A downline's rebate rate is a percent of the stake with at most two decimals (0.80 = 0.8 %). */
export const FANSHUI_MAX_PERCENT = 10;

/** A page of an agent list answers at most this many rows. */
export const AGENT_PAGE_MAX = 100;

export const agentMessages = {
  notAgent: '您还不是代理，请先申请成为代理',
  notInTeam: '该会员不是您的下级',
  amountRequired: '请输入代充金额',
  amountFormat: '代充金额最多两位小数',
  amountMin: `单笔代充金额最低${AGENT_RECHARGE_MIN_YUAN}元`,
  amountMax: `单笔代充金额最高${AGENT_RECHARGE_MAX_YUAN}元`,
  insufficient: '余额不足',
  recharged: '代充成功',
  fanshuiFormat: '返水比例为0到10之间的数字，最多两位小数',
  fanshuiAboveOwn: '下级返水比例不能高于您自己的返水比例',
  fanshuiAboveUpline: '返水比例不能高于该会员上级代理的返水比例',
  fanshuiSaved: '返水比例已修改',
  memberAdded: '开设下级成功',
  badRange: '请选择正确的日期范围',
} as const;

const rechargeCents = (text: string) => amountTextToCents(text) ?? 0;

/** A recharge amount's rules, in order: given, at most two decimals, within the bounds. */
export const rechargeAmountRules: readonly Rule<string>[] = [
  { message: agentMessages.amountRequired, fails: (text) => text.trim() === '' },
  { message: agentMessages.amountFormat, fails: (text) => amountTextToCents(text) === null },
  { message: agentMessages.amountMin, fails: (text) => rechargeCents(text) < AGENT_RECHARGE_MIN_YUAN * 100 },
  { message: agentMessages.amountMax, fails: (text) => rechargeCents(text) > AGENT_RECHARGE_MAX_YUAN * 100 },
];

/** The first broken rule of a recharge amount, or null. */
export const checkRechargeAmount = (text: string): string | null => firstFailure(rechargeAmountRules, text);

export interface AddMemberInput {
  username: string;
  password: string;
  realname: string;
}

/** Opening a downline: the registration's rules, in the register form's order and words. */
export const addMemberRules: readonly Rule<AddMemberInput>[] = [
  { message: authRuleMessages.username, fails: (f) => !isLettersAndDigits(f.username.trim(), USERNAME_MIN) },
  {
    message: authRuleMessages.password,
    fails: (f) => !isLettersAndDigits(f.password, REGISTER_PASSWORD_MIN),
  },
  ...realNameRules<AddMemberInput>((f) => f.realname),
];

/** A rebate percent ("0.8", "1.25") → basis points of the stake; null when malformed or above the ceiling. */
export function fanshuiToBasisPoints(text: string): number | null {
  const bp = amountTextToCents(text);
  return bp === null || bp > FANSHUI_MAX_PERCENT * 100 ? null : bp;
}

/** Basis points → the percent text shown and sent ("0.80"): hundredths, written as cents are. */
export const basisPointsToPercent = (bp: number) => formatCents(bp);

/** A Beijing calendar day `YYYY-MM-DD` that exists. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A range of Beijing calendar days as the agent screens pick it and the agent calls take it. */
export interface DayRangeInput {
  start?: string;
  end?: string;
}

/**
 * A date range has both ends, each a calendar day that exists, the first not after the last (both
 * included). The custom-range form toasts the first that fails; the agent calls refuse a range that
 * breaks them with the same message. A call that names neither end asks for no range (all time):
 * that is not a range, so these rules do not apply to it (`isRangeGiven`).
 */
export const dayRangeRules: readonly Rule<DayRangeInput>[] = [
  { message: agentMessages.badRange, fails: (r) => !r.start || !r.end },
  {
    message: agentMessages.badRange,
    fails: (r) => !isCalendarDay(r.start ?? '') || !isCalendarDay(r.end ?? ''),
  },
  { message: agentMessages.badRange, fails: (r) => (r.start ?? '') > (r.end ?? '') },
];

/** Whether a request names a range at all (either end); one that names none asks for all time. */
export const isRangeGiven = (r: DayRangeInput): boolean => Boolean(r.start || r.end);
