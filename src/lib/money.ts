/**
 * Money is computed in integer cents (docs/product.md: no 0.1 + 0.2 errors). Amounts arrive from
 * the API as numbers or numeric strings; they are parsed by their decimal text, never multiplied as
 * floats. Division for USDT estimates uses BigInt so the floor is exact.
 */
import { amountTextToCents } from '@contract/amount';
import { readDigits } from '@contract/rule';

export type Cents = number;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Decimal text of a number without exponent notation, or null when it has none (NaN, 1e21). */
function decimalText(value: number | string): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const text = String(value);
    return /e/i.test(text) ? null : text;
  }
  return value.trim();
}

/** Sign, whole and fraction digits of a plain decimal; null for anything else. */
function decimalParts(value: number | string): { negative: boolean; whole: string; frac: string } | null {
  const text = decimalText(value);
  const m = text === null ? null : DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = '', whole = '', frac = ''] = m;
  return whole === '' && frac === '' ? null : { negative: sign === '-', whole, frac };
}

/** Parse to cents, rounding a third decimal half away from zero; null if not a plain decimal. */
export function toCents(value: number | string | null | undefined): Cents | null {
  if (value === null || value === undefined) return null;
  const parts = decimalParts(value);
  if (!parts) return null;
  const { negative, whole, frac } = parts;
  let cents = Number(whole || '0') * 100 + Number(frac.slice(0, 2).padEnd(2, '0'));
  if ((frac[2] ?? '0') >= '5') cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** "1234.50" — two decimals, no grouping (docs/product.md shows plain amounts). */
export function formatCents(cents: Cents): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Format an API amount in yuan with two decimals; unparsable input shows as 0.00. */
export function formatYuan(value: number | string | null | undefined): string {
  return formatCents(toCents(value) ?? 0);
}

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

/** Cents back to a yuan number for request bodies (`amount (number)` in docs/product.md §7). */
export function centsToYuan(cents: Cents): number {
  return Number(formatCents(cents));
}

/** Scale a plain decimal to a BigInt numerator over 10^scale, exactly. */
function toScaled(value: number | string): { n: bigint; scale: number } | null {
  const parts = decimalParts(value);
  if (!parts) return null;
  const n = BigInt(`${parts.whole || '0'}${parts.frac}`);
  return { n: parts.negative ? -n : n, scale: parts.frac.length };
}

/**
 * amount ÷ rate, floored to 2 decimals, in cents (USDT estimates, docs/product.md §9). Returns null for a
 * missing, zero or unparsable rate (the screen then shows no estimate rather than Infinity).
 */
export function divideFloorCents(amount: Cents, rate: number | string | null | undefined): Cents | null {
  if (rate === null || rate === undefined) return null;
  const r = toScaled(rate);
  if (!r || r.n === 0n) return null;
  // amount/100 ÷ (r.n / 10^scale) in cents = amount * 10^scale / r.n
  const num = BigInt(amount) * 10n ** BigInt(r.scale);
  let q = num / r.n;
  // BigInt division truncates toward zero; floor means toward -infinity.
  if (num % r.n !== 0n && num < 0n !== r.n < 0n) q -= 1n;
  return Number(q);
}

/** "100" for 10000 cents, "99.50" for 9950: two decimals, a whole amount without ".00" (messages). */
export function formatCentsPlain(cents: Cents): string {
  return formatCents(cents).replace(/\.00$/, '');
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

/**
 * A typed amount in cents; null when empty or not a plain decimal: a sign, an exponent, a leading
 * zero (0100), more than two decimals or any other character.
 */
export function parseAmountInput(text: string): Cents | null {
  return amountTextToCents(text);
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
 * docs/product.md §9 withdrawal by USDT: converted = amount ÷ withdrawusdtrate floored to 2 decimals; actual
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
