/**
 * An amount as a member types it — digits with at most two decimals ("100", "99.5", ".5", "10.")
 * — to exact integer cents; null for anything else (signs, exponents, a third decimal, letters).
 * The money forms and the server read an amount the same way, so a rule gives one answer on both.
 */
export function amountTextToCents(text: string): number | null {
  const match = /^(0|[1-9]\d*)?(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction] = match;
  if (whole === undefined && !fraction) return null;
  const cents = Number(whole ?? '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** An amount a request sent as a JSON number or a string, read as the form reads the text. */
export const sentAmountText = (value: number | string): string =>
  typeof value === 'number' ? String(value) : value;
