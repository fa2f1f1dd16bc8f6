/**
 * The client's own money helpers over contract/money.ts (where amounts are parsed and formatted
 * for both sides): what an amount field takes as the member types, a signed amount's tone, the
 * USDT withdrawal figures and the yuan number a request body sends.
 */
import { divideFloorCents, formatCents, toCents, type Cents } from '@contract/money';
import { readDigits } from '@contract/rule';

/** How a signed amount reads: its colour (red for a gain, green for a loss, plain for zero). */
export type MoneyTone = 'win' | 'loss' | 'even';

/** A signed amount as records show it: +12.50 (win), -5.00 (loss), 0.00 (even). */
export function signedAmount(value: number | string | null | undefined): { text: string; tone: MoneyTone } {
  const cents = toCents(value) ?? 0;
  const body = formatCents(Math.abs(cents));
  if (cents > 0) return { text: `+${body}`, tone: 'win' };
  if (cents < 0) return { text: `-${body}`, tone: 'loss' };
  return { text: body, tone: 'even' };
}

export function addCents(a: Cents, b: Cents): Cents {
  return a + b;
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return a - b;
}

/** Cents back to a yuan number for request bodies (`amount (number)` in docs/product.md#calls). */
export function centsToYuan(cents: Cents): number {
  return Number(formatCents(cents));
}

/** An amount as typed, read like every digit field (readDigits), with an IME's 。 as the point. */
const amountDigits = (text: string): string => readDigits(text).replace(/。/g, '.');

/**
 * The one normaliser of every amount field: what the field holds after `typed` replaced `previous`.
 * Only digits and one decimal point with at most two places are taken. Full-width digits and point
 * (a Chinese IME's) become ASCII ones (１００ → 100), a pasted grouping comma goes (1,000 → 1000),
 * leading zeros go (0100 → 100): the same number either way. A change that brings anything else
 * (a letter, a sign, a second point) is not taken at all — the field keeps `previous` — so a key
 * that is not a digit does nothing, and a pasted 1e3 or -5 never becomes 13 or 5.
 */
export function nextAmountInput(previous: string, typed: string): string {
  let text = amountDigits(typed);
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(text)) text = text.replace(/,/g, '');
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m) return previous;
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  return m[2] === undefined ? whole : `${whole}.${m[2].slice(0, 2)}`;
}

export interface WithdrawalUsdt {
  /** amount ÷ withdrawusdtrate, floored to 2 decimals (USDT cents). */
  converted: Cents;
  /** The protocol's fee: ERC20 `withdrawcashfee`, otherwise `withdrawfeeusdttrc` (USDT cents). */
  fee: Cents;
  /** converted − fee, never below 0 (USDT cents). */
  received: Cents;
}

/**
 * docs/product.md#constants-and-limits withdrawal by USDT: converted = amount ÷ withdrawusdtrate floored to 2 decimals; actual
 * received = converted − fee (ERC20 uses withdrawcashfee, otherwise withdrawfeeusdttrc). All in
 * exact cents; null when the rate is missing or zero (no figure rather than a wrong one).
 */
export function withdrawalUsdt(
  amount: Cents,
  protocol: string | null | undefined,
  rates: {
    withdrawusdtrate?: number | string | null;
    withdrawcashfee?: number | string | null;
    withdrawfeeusdttrc?: number | string | null;
  },
): WithdrawalUsdt | null {
  const converted = divideFloorCents(amount, rates.withdrawusdtrate);
  if (converted === null) return null;
  const feeSource = protocol?.toUpperCase() === 'ERC20' ? rates.withdrawcashfee : rates.withdrawfeeusdttrc;
  const fee = Math.max(0, toCents(feeSource) ?? 0);
  return { converted, fee, received: Math.max(0, subtractCents(converted, fee)) };
}
