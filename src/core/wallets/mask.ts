/**
 * "**** **** **** 6789": only the last four characters of a card or address are shown — enough to
 * recognise it, not enough to copy it off a screen. The wallet list and the withdrawal picker both use
 * it, so the same card looks the same on both.
 */
export function maskNumber(no: string): string {
  return `**** **** **** ${lastFour(no)}`;
}

/** The four characters the mask shows, for what a screen reader says (尾号6789). */
export function lastFour(no: string): string {
  return no.replace(/\s+/g, '').slice(-4);
}
