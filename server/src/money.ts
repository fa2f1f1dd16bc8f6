/**
 * Money helpers shared by every route: amounts are stored as integer cents and
 * answered as yuan strings with exactly two decimals. Parsing never goes through
 * floating point arithmetic, so "0.1" + "0.2" style errors cannot happen.
 */

/** 888800 → "8888.00", -5 → "-0.05". */
export function centsToYuan(cents: number | bigint): string {
  const value = typeof cents === 'bigint' ? cents : BigInt(Math.trunc(cents));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const yuan = abs / 100n;
  const rest = abs % 100n;
  return `${negative ? '-' : ''}${yuan}.${rest.toString().padStart(2, '0')}`;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Exact yuan → cents. Accepts a decimal string or a number ("100", "100.5", "0.01", 12.3).
 * Returns null when the value is not a plain decimal, has more than 2 decimals
 * (other than trailing zeros), or is outside the safe integer range.
 */
export function yuanToCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Shortest round-trip representation; exponent forms are rejected below.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const frac = fraction.replace(/0+$/, '');
  if (frac.length > 2) return null;
  const cents = BigInt(whole === '' ? '0' : whole) * 100n + BigInt(frac.padEnd(2, '0') || '0');
  const signed = sign === '-' ? -cents : cents;
  if (signed > BigInt(Number.MAX_SAFE_INTEGER) || signed < BigInt(Number.MIN_SAFE_INTEGER)) return null;
  return Number(signed) === 0 ? 0 : Number(signed);
}
