/**
 * Validation as data: a form's rules are an ordered list of these, in the order the product gives
 * them; the form toasts the first that fails and the server refuses with the same message.
 */
export interface Rule<F> {
  /** The message shown when the input breaks the rule; a function when it depends on the input. */
  message: string | ((input: F) => string);
  /** true when the input breaks this rule */
  fails: (input: F) => boolean;
}

/** The first broken rule's message, or null when the input may be sent. */
export function firstFailure<F>(rules: readonly Rule<F>[], input: F): string | null {
  const rule = rules.find((r) => r.fails(input));
  if (!rule) return null;
  return typeof rule.message === 'function' ? rule.message(input) : rule.message;
}
