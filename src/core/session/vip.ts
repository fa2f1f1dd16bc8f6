import { toCents } from '@contract/money';

/** VIP levels are 1-based (VIP1..VIP10); a new member starts at VIP1. */
export const FIRST_VIP_LEVEL = 1;

/**
 * The row of `uservip` for a level: the list starts at VIP1, so level n is `levels[n - 1]`.
 * Undefined for a level below 1, a non-integer, or a level the list does not have.
 */
export function vipLevelRow<T>(
  levels: readonly T[] | null | undefined,
  level: number | null | undefined,
): T | undefined {
  if (!levels || typeof level !== 'number' || !Number.isInteger(level) || level < FIRST_VIP_LEVEL)
    return undefined;
  return levels[level - FIRST_VIP_LEVEL];
}

/** `current_vip` ends in 'P' + level (docs/product.md#what-the-app-keeps-and-shows): 'P3' and 'VIP3' → 3; anything else → null. */
export function parseVipLevel(currentVip: string | null | undefined): number | null {
  if (typeof currentVip !== 'string') return null;
  const m = /^\s*(?:VI)?P(\d{1,3})\s*$/i.exec(currentVip);
  return m ? Number(m[1]) : null;
}

/**
 * VIP progress percent (docs/product.md#states-and-transitions): paysum ÷ the current level's recharge (its row `uservip[vip - 1]`),
 * rounded, capped at 100; 0 if either is 0 (or missing). Computed on cents so the ratio is exact.
 */
export function vipProgress(
  paysum: number | string | null | undefined,
  recharge: number | string | null | undefined,
): number {
  const paid = toCents(paysum) ?? 0;
  const need = toCents(recharge) ?? 0;
  if (paid <= 0 || need <= 0) return 0;
  return Math.min(100, Math.round((paid * 100) / need));
}
