import type { Hono } from 'hono';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import { amountTextToCents, formatCents, sentAmountText } from '../../../contract/money';
import { securityHoldMessage, turnoverOwedMessage, withdrawalMessages } from '../../../contract/money-limits';
import { firstFailure } from '../../../contract/rule';
import { usdtAddressProblem } from '../../../contract/usdt-rules';
import { withdrawalRules } from '../../../contract/withdrawal-rules';
import { verifySecret } from '../crypto';
import { clientAddress } from '../http/attempt-limit';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { findOwnBinding } from '../repositories/cards';
import { turnoverState, wageringRequired } from '../repositories/turnover';
import { securityHoldUntil } from '../repositories/users';
import { beijingNow } from '../repositories/periods';
import { createWithdrawal } from '../repositories/withdrawals';

/** The route's words: the form's own (contract/) and the order's answers. */
export const WITHDRAW_MESSAGES = {
  noCard: withdrawalMessages.chooseBank,
  belowMin: withdrawalMessages.belowMin,
  aboveMax: withdrawalMessages.aboveMax,
  noPassword: withdrawalMessages.passwordRequired,
  payPasswordNotSet: withdrawalMessages.payPasswordNotSet,
  wrongPassword: withdrawalMessages.wrongPassword,
  aboveBalance: withdrawalMessages.aboveBalance,
  submitted: withdrawalMessages.submitted,
} as const;

/**
 * A real amount outside the limits keeps its own code (the client tells them apart); anything else
 * the rules refuse, a malformed or non-positive amount included, is a plain business error.
 */
function problemCode(message: string, amount: number | null): number {
  if (message === WITHDRAW_MESSAGES.belowMin && amount !== null && amount > 0) return Code.belowMinimum;
  if (message === WITHDRAW_MESSAGES.aboveMax) return Code.aboveMaximum;
  return Code.fail;
}

/** Withdrawal: the payment password, the minimum and the balance are checked; the debit is immediate. */
export function registerWithdrawalRoutes(api: Hono, deps: RouteDeps) {
  // `turnover` says why anything is owed, so the screen can tell it before the member types.
  defineRoute(api, deps, calls.getBetAmount, ({ db, user }) => {
    const state = turnoverState(db, user.id);
    const holdUntil = securityHoldUntil(user, deps.securityHoldMs);
    return {
      data: {
        bet_amount: formatCents(state.owed_cents),
        withdraw_hold_until: holdUntil === null ? null : beijingNow(holdUntil),
        turnover: {
          multiple: state.multiple,
          done: formatCents(state.done_cents),
          credits: state.credits.map((credit) => ({
            kind: credit.kind,
            amount: formatCents(credit.amount_cents),
            required: formatCents(credit.required_cents),
            created_at: credit.at,
          })),
        },
      },
    };
  });

  defineRoute(api, deps, calls.withdraw, async ({ db, user, input, c }) => {
    const binding = findOwnBinding(db, user.id, input.bank);
    const amountText = sentAmountText(input.amount);
    const problem = firstFailure(withdrawalRules, {
      kind: binding?.type ?? 1,
      bindingId: binding?.id ?? null,
      amount: amountText,
      password: input.password,
    });
    const amount = amountTextToCents(amountText);
    if (problem) fail(problem, problemCode(problem, amount));
    // An address bound before checksums were checked may be one nobody holds: never pay it.
    const badAddress = binding?.type === 2 ? usdtAddressProblem(binding.bank_owner, binding.bank_no) : null;
    if (badAddress) fail(badAddress);
    // After a password change the money waits (SECURITY_HOLD_HOURS): a stolen password cannot empty it at once.
    const holdUntil = securityHoldUntil(user, deps.securityHoldMs);
    if (holdUntil !== null) fail(securityHoldMessage(beijingNow(holdUntil)));
    // The site's own tip: deposits need their turnover before a withdrawal.
    const owed = wageringRequired(db, user.id);
    if (owed > 0) fail(turnoverOwedMessage(formatCents(owed)));
    if (!user.pay_password_hash) fail(WITHDRAW_MESSAGES.payPasswordNotSet, Code.payPasswordNotSet);
    const keys = { scope: 'pay', account: user.id, address: clientAddress(c) };
    if (!(await deps.attempts.verify(keys, () => verifySecret(input.password, user.pay_password_hash))))
      fail(WITHDRAW_MESSAGES.wrongPassword, Code.wrongPassword);
    // The balance is checked again inside the transaction: concurrent requests can never overdraw.
    const outcome = createWithdrawal(db, user.id, binding!, amount!);
    if (!outcome.ok) fail(WITHDRAW_MESSAGES.aboveBalance, Code.aboveBalance);
    return { message: WITHDRAW_MESSAGES.submitted };
  });
}
