/**
 * Money, once for both sides: amounts are integer cents, read from their decimal text (never
 * multiplied as floats, so 0.1 + 0.2 is 30 cents) and written with two decimals. The client's
 * forms and screens and the server's routes, mails and operator commands all parse and format here.
 *
 * Three readings of one decimal grammar, by how strict the source is:
 * - `amountTextToCents`: an amount as a member types it (the money forms and the requests they send);
 * - `yuanToCents`: an exact amount from anyone else (an operator's command, a stake), signed;
 * - `toCents`: an amount an answer carries, a third decimal rounded half away from zero.
 * Exponent notation (1e2, 1e21) is never an amount: a number is read by its shortest decimal text.
 */
export type Cents = number;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

interface DecimalParts {
  sign: '' | '+' | '-';
  whole: string;
  frac: string;
}

/** Sign, whole and fraction digits of a plain decimal number or text; null for anything else. */
function decimalParts(value: unknown): DecimalParts | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value); // 1e21 and 1e-7 come out with an exponent and fail the grammar
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = '', whole = '', frac = ''] = m;
  if (whole === '' && frac === '') return null;
  return { sign: sign as DecimalParts['sign'], whole, frac };
}

/** whole yuan and two fraction digits → cents; null outside the safe integer range. */
function partsToCents(negative: boolean, whole: string, twoDigits: string, roundUp = false): Cents | null {
  let cents = BigInt(whole || '0') * 100n + BigInt(twoDigits.padEnd(2, '0') || '0');
  if (roundUp) cents += 1n;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const n = Number(cents);
  return negative && n !== 0 ? -n : n;
}

/**
 * An amount as a member types it — digits with at most two decimals ("100", "99.5", ".5", "10.")
 * — to exact integer cents; null for anything else (signs, exponents, a leading zero, a third
 * decimal, letters). The money forms and the server read an amount the same way, so a rule gives
 * one answer on both.
 */
export function amountTextToCents(text: string): Cents | null {
  const parts = decimalParts(text);
  if (!parts || parts.sign !== '' || parts.frac.length > 2) return null;
  if (parts.whole.length > 1 && parts.whole.startsWith('0')) return null;
  return partsToCents(false, parts.whole, parts.frac);
}

/** An amount a request sent as a JSON number or a string, read as the form reads the text. */
export const sentAmountText = (value: number | string): string =>
  typeof value === 'number' ? String(value) : value;

/**
 * Whether a sent amount is written in plain decimal notation at all (the format message otherwise,
 * before any rule about its size): `1e2` is not "below 100", it is not an amount.
 */
export const isAmountText = (text: string): boolean => amountTextToCents(text) !== null;

/**
 * Exact yuan → cents from a decimal text or a number ("100", "-3.2", "1.100", 12.3): signed, and
 * null when a third decimal is not zero, for exponents and anything else.
 */
export function yuanToCents(value: unknown): Cents | null {
  const parts = decimalParts(value);
  if (!parts) return null;
  const frac = parts.frac.replace(/0+$/, '');
  if (frac.length > 2) return null;
  return partsToCents(parts.sign === '-', parts.whole, frac);
}

/** An answer's amount to cents, a third decimal rounded half away from zero; null if not a plain decimal. */
export function toCents(value: number | string | null | undefined): Cents | null {
  const parts = decimalParts(value);
  if (!parts) return null;
  return partsToCents(parts.sign === '-', parts.whole, parts.frac.slice(0, 2), (parts.frac[2] ?? '0') >= '5');
}

/** 123450 → "1234.50", -5 → "-0.05": two decimals, no grouping (docs/product.md shows plain amounts). */
export function formatCents(cents: Cents | bigint): string {
  const value = typeof cents === 'bigint' ? cents : BigInt(Math.trunc(cents));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** "100" for 10000 cents, "99.50" for 9950: two decimals, a whole amount without ".00" (messages). */
export function formatCentsPlain(cents: Cents): string {
  return formatCents(cents).replace(/\.00$/, '');
}

/** An answer's amount in yuan with two decimals; unparsable input shows as 0.00. */
export function formatYuan(value: number | string | null | undefined): string {
  return formatCents(toCents(value) ?? 0);
}

/** Scale a plain decimal to a BigInt numerator over 10^scale, exactly. */
function toScaled(value: number | string): { n: bigint; scale: number } | null {
  const parts = decimalParts(value);
  if (!parts) return null;
  const n = BigInt(`${parts.whole || '0'}${parts.frac}`);
  return { n: parts.sign === '-' ? -n : n, scale: parts.frac.length };
}

/**
 * amount ÷ rate, floored to 2 decimals, in cents (USDT estimates, docs/product.md#constants-and-limits). Returns null for a
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
