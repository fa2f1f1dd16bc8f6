import type { UserInfo } from '@contract/entities';
import type { VipLevel } from '@contract/site-calls';
import { parseVipLevel, vipProgress } from '@/core/session/vip';
import { toCents } from '@contract/money';

export const vipTexts = {
  title: 'VIP特权',
  myLevel: '我的等级',
  progress: '成长进度',
  paysum: '累计存款',
  levels: '等级选择',
  requirement: '晋级条件',
  recharge: '累计存款',
  flow: '流水要求',
  /** /vip's bars measure the way to the next level (/mine's measures the current one). */
  toNext: '晋级',
  toNextSuffix: '的条件',
  flowsum: '累计流水',
  topLevel: '已达最高等级',
  rebate: '返水比例',
  kind: '游戏类型',
  rate: '返水比例',
  visitorLevel: '会员等级',
  visitorHint: '登录后查看您的等级与成长进度',
  login: '登录查看',
} as const;

/** Rebate-rate columns of /api/uservip (docs/product.md /vip), in the order the table shows them. */
export const rebateKinds = [
  { key: 'realperson', label: '真人视讯' },
  { key: 'sport', label: '体育赛事' },
  { key: 'e_sport', label: '电子竞技' },
  { key: 'joker', label: '棋牌游戏' },
  { key: 'electron', label: '电子游艺' },
  { key: 'lottery', label: '彩票游戏' },
  { key: 'fish', label: '捕鱼游戏' },
] as const satisfies readonly { key: keyof VipLevel; label: string }[];

/** The member's level, 1-based: 'VIP3' in current_vip, else `vip`; below 1 counts as 1. */
export function memberLevel(user: Pick<UserInfo, 'current_vip' | 'vip'> | null | undefined): number {
  const parsed = parseVipLevel(user?.current_vip) ?? user?.vip ?? 1;
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/** The level row of a 1-based level: `levels[level - 1]`. */
export function levelRow(levels: readonly VipLevel[] | undefined, level: number): VipLevel | undefined {
  return levels?.[level - 1];
}

/** A level's display name: the server's vipname, else 'VIP' + level. */
export function levelName(levels: readonly VipLevel[] | undefined, level: number): string {
  return levelRow(levels, level)?.vipname ?? `VIP${level}`;
}

/** docs/product.md#states-and-transitions progress of the member at `level`: paysum ÷ that level's recharge, rounded, capped at 100. */
export function memberProgress(
  user: Pick<UserInfo, 'paysum'> | null | undefined,
  levels: readonly VipLevel[] | undefined,
  level: number,
): number {
  return vipProgress(user?.paysum, levelRow(levels, level)?.recharge);
}

/** A rebate rate as shown: '0.80%' (the server sends percents); '—' when missing. */
export function formatRate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isFinite(n) ? `${n.toFixed(2)}%` : '—';
}

export interface Requirement {
  label: string;
  /** What the member has, in yuan as sent. */
  have: number | string;
  /** What the level asks, in yuan as sent. */
  need: number | string;
  percent: number;
}

/**
 * Both requirements of the level the member is working toward (the next one; the top level when
 * there is none): deposit total and turnover, each with its own progress. A level comes only when
 * both are full, so a single full bar never promises it.
 */
export function nextLevelRequirements(
  user: Pick<UserInfo, 'paysum' | 'flowsum'> | null | undefined,
  levels: readonly VipLevel[] | undefined,
  level: number,
): { target: number; requirements: Requirement[] } {
  const target = levels && levels.length > level ? level + 1 : level;
  const row = levelRow(levels, target);
  const requirement = (
    label: string,
    have: number | string,
    need: number | string | null | undefined,
  ): Requirement => ({
    label,
    have,
    need: need ?? 0,
    percent: Number(toCents(need ?? 0) ?? 0) <= 0 ? 100 : vipProgress(have, need),
  });
  return {
    target,
    requirements: [
      requirement(vipTexts.paysum, user?.paysum ?? 0, row?.recharge),
      requirement(vipTexts.flowsum, user?.flowsum ?? 0, row?.flow),
    ],
  };
}
