import { toCents } from '@/lib/money';

/** `current_vip` ends in 'P' + level (spec §3): 'P3' and 'VIP3' → 3; anything else → null. */
export function parseVipLevel(currentVip: string | null | undefined): number | null {
  if (typeof currentVip !== 'string') return null;
  const m = /^\s*(?:VI)?P(\d{1,3})\s*$/i.exec(currentVip);
  return m ? Number(m[1]) : null;
}

/**
 * VIP progress percent (spec §4): paysum ÷ the current level's recharge, rounded, capped at 100;
 * 0 if either is 0 (or missing). Computed on cents so the ratio is exact.
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
