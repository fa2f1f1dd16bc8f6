/** What the operator CLI prints: columns that line up with CJK text, and no terminal control codes. */

/** Terminal width of a string: CJK and full-width characters take two columns. */
const width = (text: string) =>
  [...text].reduce(
    (sum, ch) =>
      sum +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        ch,
      )
        ? 2
        : 1),
    0,
  );
export const pad = (text: string, columns: number) => text + ' '.repeat(Math.max(0, columns - width(text)));

/**
 * Member-provided text (names, card holders, bank fields) may carry terminal escape codes; every
 * line the CLI prints shows control characters (C0 but newline and tab, DEL, C1) and bidi
 * overrides as visible `\xNN` / `\u{NNNN}` escapes, so they can never drive the terminal.
 */
export function escapeTerminal(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (ch) => {
      const code = ch.charCodeAt(0);
      return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
    },
  );
}
