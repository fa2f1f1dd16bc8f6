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
