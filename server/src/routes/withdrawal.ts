import type { Hono } from 'hono';
import { calls } from '../../../contract/calls';
import { Code } from '../../../contract/envelope';
import {
  isPayPasswordDigits,
  moneyRuleMessages,
  turnoverOwedMessage,
  WITHDRAW_MAX_CENTS,
  WITHDRAW_MIN_CENTS,
  withdrawalMessages,
} from '../../../contract/money-rules';
import { verifySecret } from '../crypto';
import { clientAddress } from '../http/attempt-limit';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { centsToYuan, yuanToCents } from '../money';
import { findOwnBinding } from '../repositories/cards';
import { wageringRequired } from '../repositories/turnover';
import { createWithdrawal } from '../repositories/withdrawals';

export { WITHDRAW_MAX_CENTS, WITHDRAW_MIN_CENTS };

/** The route's words: the form's own (contract/) and the order's answers. */
export const WITHDRAW_MESSAGES = {
  noCard: withdrawalMessages.chooseBank,
  badAmount: withdrawalMessages.badAmount,
  belowMin: withdrawalMessages.belowMin,
  aboveMax: withdrawalMessages.aboveMax,
  noPassword: withdrawalMessages.passwordRequired,
  payPasswordNotSet: withdrawalMessages.payPasswordNotSet,
  wrongPassword: withdrawalMessages.wrongPassword,
  aboveBalance: withdrawalMessages.aboveBalance,
  submitted: withdrawalMessages.submitted,
} as const;

/** Withdrawal: the payment password, the minimum and the balance are checked; the debit is immediate. */
export function registerWithdrawalRoutes(api: Hono, deps: RouteDeps) {
  defineRoute(api, deps, calls.getBetAmount, ({ db, user }) => ({
    data: { bet_amount: centsToYuan(wageringRequired(db, user.id)) },
  }));

  defineRoute(api, deps, calls.withdraw, async ({ db, user, input, c }) => {
    const binding = findOwnBinding(db, user.id, input.bank);
    if (!binding) fail(WITHDRAW_MESSAGES.noCard);
    const amount = yuanToCents(input.amount);
    if (amount === null || amount <= 0) return fail(WITHDRAW_MESSAGES.badAmount);
    if (amount < WITHDRAW_MIN_CENTS) fail(WITHDRAW_MESSAGES.belowMin, Code.belowMinimum);
    if (amount > WITHDRAW_MAX_CENTS) fail(WITHDRAW_MESSAGES.aboveMax, Code.aboveMaximum);
    // The site's own tip: deposits need their turnover before a withdrawal.
    const owed = wageringRequired(db, user.id);
    if (owed > 0) fail(turnoverOwedMessage(centsToYuan(owed)));
    if (!input.password) fail(WITHDRAW_MESSAGES.noPassword);
    if (!isPayPasswordDigits(input.password)) fail(moneyRuleMessages.payPasswordDigits);
    if (!user.pay_password_hash) fail(WITHDRAW_MESSAGES.payPasswordNotSet, Code.payPasswordNotSet);
    const keys = { scope: 'pay', account: user.id, address: clientAddress(c) };
    if (!(await deps.attempts.verify(keys, () => verifySecret(input.password, user.pay_password_hash))))
      fail(WITHDRAW_MESSAGES.wrongPassword, Code.wrongPassword);
    // The balance is checked again inside the transaction: concurrent requests can never overdraw.
    const outcome = createWithdrawal(db, user.id, binding!, amount);
    if (!outcome.ok) fail(WITHDRAW_MESSAGES.aboveBalance, Code.aboveBalance);
    return { message: WITHDRAW_MESSAGES.submitted };
  });
}
