import { AVATAR_MAX_BYTES } from '@contract/account-calls';
import { firstFailure, type Rule } from '@contract/rule';
import type { UserInfo } from '@contract/entities';
import type { VipLevel } from '@contract/site-calls';
import { toCents, type Cents } from '@contract/money';
import { paths } from '@/config/paths';
import { FIRST_VIP_LEVEL, parseVipLevel, vipLevelRow, vipProgress } from '@/core/session/vip';

export const memberTexts = {
  title: '会员中心',
  /** After 消息中心 while the inbox holds mail not opened on this device. */
  unread: '未读',
  balance: '账户余额',
  refreshBalance: '刷新余额',
  changeAvatar: '更换头像',
  uploadAvatar: '上传头像（gif或png）',
  avatarType: '请选择gif或png格式的图片',
  avatarTooBig: '图片大小不能超过1MB，请重新选择',
  avatarUploaded: '上传成功',
  vipProgress: 'VIP成长进度',
  /** What the member still needs, said beside the bar (not the formula the bar computes). */
  /** Deposits first; once those are there, the turnover (流水, as /vip calls it) the level asks. */
  vipToNext: (level: number, of: 'deposits' | 'turnover') =>
    `距VIP${level}还需${of === 'turnover' ? '流水' : '存款'}`,
  vipTopLevel: '已是最高等级',
  vipProgressUnknown: '暂无法获取',
  vipPrivileges: 'VIP特权',
  logout: '退出登录',
} as const;

/**
 * The member's VIP level, 1-based ('VIP1'..'VIP10'): 'P' + level in current_vip (docs/product.md#what-the-app-keeps-and-shows); `vip`
 * holds the same level. Unknown → VIP1, where every member starts.
 */
export function memberVipLevel(user: Pick<UserInfo, 'current_vip' | 'vip'> | null | undefined): number {
  if (!user) return FIRST_VIP_LEVEL;
  const parsed = parseVipLevel(user.current_vip);
  if (parsed !== null) return parsed;
  const stored = user.vip;
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= FIRST_VIP_LEVEL
    ? stored
    : FIRST_VIP_LEVEL;
}

export interface MemberVip {
  level: number;
  /** The level's name from /api/uservip, e.g. 'VIP2 青铜会员'; null until the levels arrive. */
  name: string | null;
  /**
   * docs/product.md#states-and-transitions: paysum ÷ the current level's recharge, rounded, capped at 100; 0 if either is 0.
   * Null while the levels are not known (not yet arrived, or unreachable offline): unknown, not 0 %.
   */
  percent: number | null;
  /**
   * What the member needs for the next level: its number and what is still missing (cents, never
   * below 0) of its deposits, or, once those are there, of its turnover (the server raises a level
   * when both are met); 'top' at the last level; null while the levels (or this level's row) are not
   * known.
   */
  next: { level: number; missing: Cents; of: 'deposits' | 'turnover' } | 'top' | null;
}

type Progress = Pick<UserInfo, 'paysum' | 'flowsum'> | null | undefined;

/** What is still missing for the level after `level`: its recharge less paysum, then its flow less flowsum. */
function toNextLevel(
  user: Progress,
  levels: readonly VipLevel[] | undefined,
  level: number,
): MemberVip['next'] {
  if (!vipLevelRow(levels, level)) return null;
  const next = vipLevelRow(levels, level + 1);
  if (!next) return 'top';
  const short = (need: VipLevel['flow'], have: UserInfo['flowsum']) =>
    Math.max(0, (toCents(need ?? 0) ?? 0) - (toCents(have ?? 0) ?? 0));
  const deposits = short(next.recharge, user?.paysum);
  const turnover = short(next.flow, user?.flowsum);
  return deposits === 0 && turnover > 0
    ? { level: level + 1, missing: turnover, of: 'turnover' }
    : { level: level + 1, missing: deposits, of: 'deposits' };
}

/** VIP badge and progress of docs/product.md#states-and-transitions from the user and the level list (VIP1 first: level n is `[n - 1]`). */
export function memberVip(
  user: Pick<UserInfo, 'current_vip' | 'vip' | 'paysum' | 'flowsum'> | null | undefined,
  levels: readonly VipLevel[] | undefined,
): MemberVip {
  const level = memberVipLevel(user);
  const current = vipLevelRow(levels, level);
  return {
    level,
    name: current?.vipname ?? null,
    percent: levels ? vipProgress(user?.paysum, current?.recharge) : null,
    next: toNextLevel(user, levels, level),
  };
}

export interface Entry {
  key: string;
  label: string;
  to: string;
}

/** Quick entries under the balance (docs/product.md#screens-and-routes /mine). */
export const quickEntries: readonly Entry[] = [
  { key: 'recharge', label: '存款', to: paths.recharge },
  { key: 'withdrawal', label: '取款', to: paths.withdrawal },
  { key: 'transfer', label: '转账', to: paths.transfer },
  { key: 'betRecord', label: '投注', to: paths.betRecord },
];

/** The menu (docs/product.md#screens-and-routes /mine); rebate needs a login, else /login. */
export function menuEntries(signedIn: boolean): Entry[] {
  return [
    { key: 'message', label: '消息中心', to: paths.message },
    { key: 'transRecord', label: '交易记录', to: paths.transRecord },
    { key: 'betRecord', label: '投注记录', to: paths.betRecord },
    { key: 'fanshui', label: '实时返水', to: signedIn ? paths.fanshui : paths.login },
    { key: 'activityRecord', label: '活动记录', to: paths.activityRecord },
    { key: 'welfare', label: '福利中心', to: paths.welfare },
    { key: 'setting', label: '用户中心', to: paths.setting },
    { key: 'feedback', label: '意见反馈', to: paths.feedback },
    { key: 'kefu', label: '在线客服', to: paths.kefu },
  ];
}

export type SideEntry = Entry | { key: 'logout'; label: string; action: 'logout' };

/**
 * The side list (docs/product.md#screens-and-routes /mine), each entry with its visibility rule: agent application only for a
 * signed-in non-agent (isagent 0), the agent centre only for an agent (isagent 1); home only when not at home; logout only when signed in.
 */
export function sideEntries({
  signedIn,
  isagent,
  atHome = false,
}: {
  signedIn: boolean;
  isagent: number | null | undefined;
  atHome?: boolean;
}): SideEntry[] {
  const list: SideEntry[] = [];
  if (signedIn && isagent === 0) list.push({ key: 'applyagent', label: '申请代理', to: paths.applyagent });
  if (signedIn && isagent === 1) list.push({ key: 'agentCentre', label: '代理中心', to: paths.agent });
  list.push(
    { key: 'agentLogin', label: '代理登录', to: `${paths.gamePage}?dailiD=1` },
    { key: 'password', label: '修改密码', to: `${paths.password}?type=1` },
    { key: 'app', label: 'APP下载', to: paths.app },
    { key: 'contact', label: '联系我们', to: `${paths.boutBallBetInfo}?type=4` },
    { key: 'faq', label: '常见问题', to: `${paths.boutBallBetInfo}?type=1` },
    { key: 'about', label: '关于我们', to: `${paths.boutBallBetInfo}?type=7` },
  );
  if (!atHome) list.push({ key: 'home', label: '返回首页', to: paths.home });
  if (signedIn) list.push({ key: 'logout', label: memberTexts.logout, action: 'logout' });
  return list;
}

/** docs/product.md#constants-and-limits: avatars are gif or png. */
export const AVATAR_TYPES = ['image/gif', 'image/png'] as const;

export function isAllowedAvatar(file: Pick<File, 'type'>): boolean {
  return (AVATAR_TYPES as readonly string[]).includes(file.type);
}

type PickedAvatar = Pick<File, 'type' | 'size'>;

/** A picked avatar's rules, in order: an allowed type, then within the server's size. */
export const avatarRules: readonly Rule<PickedAvatar>[] = [
  { message: memberTexts.avatarType, fails: (file) => !isAllowedAvatar(file) },
  { message: memberTexts.avatarTooBig, fails: (file) => file.size > AVATAR_MAX_BYTES },
];

/** The message for a picked avatar that must not be uploaded, or null when it may be. */
export function avatarProblem(file: PickedAvatar): string | null {
  return firstFailure(avatarRules, file);
}
