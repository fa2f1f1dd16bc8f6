/**
 * Validation as data: a form's rules are an ordered list of these, in the order the product gives
 * them; the form toasts the first that fails and the server refuses with the same message.
 */
export interface Rule<F> {
  /** A name the screen can act on (clear a form, change a captcha); most rules need none. */
  id?: string;
  /** The message shown when the input breaks the rule; a function when it depends on the input. */
  message: string | ((input: F) => string);
  /** true when the input breaks this rule */
  fails: (input: F) => boolean;
}

/** A rule with a fixed message and a name the screen can act on (clear a form, change a captcha). */
export interface NamedRule<F, Id extends string = string> extends Rule<F> {
  id: Id;
  message: string;
}

/** The first rule the input breaks, or null: for a screen that acts on which rule it was. */
export function firstFailingRule<F, R extends Rule<F>>(rules: readonly R[], input: F): R | null {
  return rules.find((r) => r.fails(input)) ?? null;
}

/** The first broken rule's message, or null when the input may be sent. */
export function firstFailure<F>(rules: readonly Rule<F>[], input: F): string | null {
  const rule = firstFailingRule(rules, input);
  if (!rule) return null;
  return typeof rule.message === 'function' ? rule.message(input) : rule.message;
}

/**
 * How a field is read before any rule sees it, on both sides: what a phone's keyboard or a paste
 * brings that means the same thing is taken as that thing. Full-width forms (a Chinese IME's
 * １２３, ＡＢＣ, the ideographic space) are their ASCII selves, and spaces around a value are not
 * part of it. The forms send the read value and the server reads what it is sent the same way, so a
 * rule never refuses on one side what it accepts on the other.
 */
export function halfWidth(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** A text field (a user name, an email): half-width, surrounding spaces trimmed. */
export const readText = (value: string): string => halfWidth(value).trim();

/** A digit field (a card number, a payment password): half-width, every space dropped (6222 0200 → 62220200). */
export const readDigits = (value: string): string => halfWidth(value).replace(/\s+/g, '');

/**
 * A mobile number: a digit field whose international form (+86 138…, 0086 138…, 86 138…) is the
 * mainland number itself; other prefixes the product allows (0, 17951) are left for the rule.
 */
export const readMobile = (value: string): string =>
  readDigits(value)
    .replace(/-/g, '')
    .replace(/^(?:\+|00)?86(?=1\d{10}$)/, '');
