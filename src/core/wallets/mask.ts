/**
 * "**** **** **** 6789": only the last four characters of a card or address are shown — enough to
 * recognise it, not enough to copy it off a screen. The wallet list and the withdrawal picker both use
 * it, so the same card looks the same on both.
 */
export function maskNumber(no: string): string {
  const tail = no.replace(/\s+/g, '').slice(-4);
  return `**** **** **** ${tail}`;
}
