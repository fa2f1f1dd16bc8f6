import {
  addMemberRules,
  agentMessages,
  checkRechargeAmount,
  dayRangeRules,
  fanshuiToBasisPoints,
  type AddMemberInput,
  type DayRangeInput,
} from '@contract/agent-rules';
import { addDays, beijingDay, monthStart, weekdayOf } from '@contract/beijing-time';
import { firstFailure } from '@contract/rule';
import { messages } from '@/config/messages';
import { paths, registerPath } from '@/config/paths';

/** Texts of the agent centre, each written once. */
export const centreTexts = {
  title: '代理中心',
  notAgent: agentMessages.notAgent,
  today: '今日团队数据',
  invite: '我的推广链接',
  inviteCode: '推广码',
  copy: '复制',
  qrAlt: '推广二维码',
  commission: '佣金报表',
  profit: '盈亏报表',
  members: '下级会员',
  subordinate: '下级代理',
  records: '团队记录',
  addMember: '开设下级',
  recharge: '代充',
  fanshui: '调整返水',
  direct: '直属',
  indirect: '非直属',
  agentTag: '代理',
  searchName: '搜索用户名',
  search: '搜索',
  custom: '自定义',
  start: '开始日期',
  end: '结束日期',
  username: '用户名',
  password: '登录密码',
  realname: '真实姓名',
  usernamePlaceholder: '6位以上字母和数字组合',
  passwordPlaceholder: '8位以上字母和数字组合',
  realnamePlaceholder: '请输入真实姓名',
  submitAdd: '确认开设',
  member: '充值会员',
  amount: '代充金额',
  amountPlaceholder: '请输入代充金额',
  balance: '我的余额',
  confirmRecharge: '确认代充',
  fanshuiRate: '返水比例(%)',
  fanshuiPlaceholder: '例如 0.50',
  currentFanshui: '当前返水',
  venueRates: '按场馆默认',
  ownCeiling: '我的返水上限',
  created: '新会员用户名',
  createdNote: '请将用户名告知新会员；登录密码不会再次显示',
  addAnother: '继续开设',
  save: '保存',
  pickMember: '请从下级会员列表选择会员',
  toMembers: '前往下级会员',
  pending: '待结算佣金',
  paid: '已发放佣金',
  rate: '佣金比例',
  validBet: messages.validBet,
} as const;

/** Rows per page of every agent list. */
export const AGENT_PAGE_SIZE = 20;

export interface TeamListFilter extends DayRangeInput {
  username?: string;
}

export type QuickRange = 'today' | 'yesterday' | 'week' | 'month';
export const QUICK_RANGES: readonly { value: QuickRange; label: string }[] = [
  { value: 'today', label: '今日' },
  { value: 'yesterday', label: '昨日' },
  { value: 'week', label: '本周' },
  { value: 'month', label: '本月' },
];

/** 今日, 昨日, 本周 (from Monday), 本月 as Beijing days. */
export function quickRange(range: QuickRange, now = Date.now()): Required<DayRangeInput> {
  const today = beijingDay(now);
  switch (range) {
    case 'yesterday': {
      const day = addDays(today, -1);
      return { start: day, end: day };
    }
    case 'week':
      return { start: addDays(today, -weekdayOf(today)), end: today };
    case 'month':
      return { start: monthStart(today), end: today };
    default:
      return { start: today, end: today };
  }
}

/** The range a screen's query string asks for: ?range=today|… or ?start=&end=; 今日 by default. */
export function rangeFromParams(
  params: URLSearchParams,
  now = Date.now(),
): { range: QuickRange | 'custom'; days: Required<DayRangeInput> } {
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  if (firstFailure(dayRangeRules, { start, end }) === null) return { range: 'custom', days: { start, end } };
  const named = QUICK_RANGES.find((r) => r.value === params.get('range'))?.value ?? 'today';
  return { range: named, days: quickRange(named, now) };
}

/** The invitation link: the site's permanent address + the register tab with the agent's code. */
export function invitationLink(
  h5Url: string | null | undefined,
  code: string,
  here: Location = window.location,
): string {
  const base = (h5Url?.trim() || `${here.origin}${here.pathname}`)
    .replace(/\/+$/, '')
    .replace(/\/index\.html$/, '');
  return `${base}/#${registerPath(code)}`;
}

/** The server's QR image of a link. */
export const qrImageUrl = (link: string) => `/qrcode?text=${encodeURIComponent(link)}`;

export const DEPOSIT_STATE: Record<number, string> = { 1: '待审核', 2: '已到账', 3: '已拒绝' };
export const WITHDRAW_STATE: Record<number, string> = { 1: '待审核', 2: '已出款', 3: '已拒绝' };
export const BET_STATUS: Record<number, string> = { 0: '无效', 1: '已结算', 2: '未结算' };
export const PAY_WAY: Record<number, string> = {
  1: '银行卡',
  3: '支付宝',
  4: '微信',
  5: 'USDT',
  11: '代理充值',
};
export const TRANSFER_TYPE: Record<number, string> = { 0: '转入场馆', 1: '转出场馆', 6: '返水' };
export const REBATE_STATE: Record<number, string> = { 0: '待领取', 1: '已领取' };

export type RecordKind = 'bet' | 'recharge' | 'withdraw' | 'transfer' | 'rebate';
export const RECORD_KINDS: readonly { value: RecordKind; label: string }[] = [
  { value: 'bet', label: '投注' },
  { value: 'recharge', label: '存款' },
  { value: 'withdraw', label: '取款' },
  { value: 'transfer', label: '转账' },
  { value: 'rebate', label: '返水' },
];
export const parseRecordKind = (value: string | null): RecordKind =>
  RECORD_KINDS.find((k) => k.value === value)?.value ?? 'bet';

export type AddMemberForm = AddMemberInput;

/** The registration rules, in the register form's order and words; the first broken one, or null. */
export function addMemberProblem(form: AddMemberForm): string | null {
  return firstFailure(addMemberRules, form);
}

export const rechargeProblem = checkRechargeAmount;

/** A rate's format, then the agent's own ceiling (`ownPercent`, as the server sent it), as the server checks. */
export function fanshuiProblem(text: string, ownPercent?: string | number): string | null {
  const bp = fanshuiToBasisPoints(text);
  if (bp === null) return agentMessages.fanshuiFormat;
  const own = ownPercent === undefined ? null : fanshuiToBasisPoints(String(ownPercent));
  return own !== null && bp > own ? agentMessages.fanshuiAboveOwn : null;
}

/**
 * The 代充 confirmation names who (the server's username, with the real name when there is one, so
 * a look-alike username reads as someone else) and how much.
 */
export const rechargeConfirmText = (member: { username: string; realname?: string | null }, amount: string) =>
  `确认为 ${member.username}${member.realname ? `（${member.realname}）` : ' '}代充 ${amount} 元？`;

/** Where a member row's actions go: the id only; the screen asks the server who it is. */
export const memberActionPath = (to: string, member: { id: number }) =>
  `${to}?${new URLSearchParams({ uid: String(member.id) }).toString()}`;

export const centreShortcuts = [
  { key: 'commission', label: centreTexts.commission, to: paths.agentCommission },
  { key: 'profit', label: centreTexts.profit, to: paths.agentProfit },
  { key: 'members', label: centreTexts.members, to: paths.agentMembers },
  { key: 'subordinate', label: centreTexts.subordinate, to: paths.agentSubordinate },
  { key: 'records', label: centreTexts.records, to: paths.agentRecords },
  { key: 'addMember', label: centreTexts.addMember, to: paths.agentAddMember },
  { key: 'recharge', label: centreTexts.recharge, to: paths.agentMembers },
  { key: 'fanshui', label: centreTexts.fanshui, to: paths.agentMembers },
] as const;
