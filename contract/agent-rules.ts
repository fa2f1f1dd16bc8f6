/**
 * Rules of the agent centre that both sides enforce: the client checks before sending, the server
 * refuses what breaks them, with the same Chinese messages.
 */

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
  fanshuiSaved: '返水比例已修改',
  memberAdded: '开设下级成功',
  badRange: '请选择正确的日期范围',
} as const;

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** Yuan text (at most two decimals) → cents, exactly; null when it is not such a number. */
export function yuanTextToCents(text: string): number | null {
  const value = text.trim();
  if (!DECIMAL.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The first broken rule of a recharge amount, or null. */
export function checkRechargeAmount(text: string): string | null {
  if (text.trim() === '') return agentMessages.amountRequired;
  const cents = yuanTextToCents(text);
  if (cents === null) return agentMessages.amountFormat;
  if (cents < AGENT_RECHARGE_MIN_YUAN * 100) return agentMessages.amountMin;
  if (cents > AGENT_RECHARGE_MAX_YUAN * 100) return agentMessages.amountMax;
  return null;
}

/** A rebate percent ("0.8", "1.25") → basis points of the stake; null when malformed or above the ceiling. */
export function fanshuiToBasisPoints(text: string): number | null {
  const bp = yuanTextToCents(text);
  return bp === null || bp > FANSHUI_MAX_PERCENT * 100 ? null : bp;
}

/** Basis points → the percent text shown and sent ("0.80"). */
export const basisPointsToPercent = (bp: number) =>
  `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A Beijing calendar day `YYYY-MM-DD` that exists. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
