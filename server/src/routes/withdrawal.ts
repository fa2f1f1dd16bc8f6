import type { Hono } from 'hono';
import { calls } from '../../../contract/calls';
import { Code } from '../../../contract/envelope';
import { isPayPasswordDigits, moneyRuleMessages, turnoverOwedMessage } from '../../../contract/money-rules';
import { verifySecret } from '../crypto';
import { clientAddress } from '../http/attempt-limit';
import { fail } from '../http/business-error';
import { defineRoute, type RouteDeps } from '../http/define-route';
import { centsToYuan, yuanToCents } from '../money';
import { findOwnBinding } from '../repositories/cards';
import { wageringRequired } from '../repositories/turnover';
import { createWithdrawal } from '../repositories/withdrawals';

export const WITHDRAW_MIN_CENTS = 100_00;
export const WITHDRAW_MAX_CENTS = 1_000_000_00;

export const WITHDRAW_MESSAGES = {
  noCard: '请选择您要提现到的银行卡',
  badAmount: '请输入正确的提现金额',
  belowMin: '单笔取款不能低于100元',
  aboveMax: '单笔取款不能高于1000000元',
  noPassword: '请输入您的支付密码',
  payPasswordNotSet: '请先设置支付密码',
  wrongPassword: '支付密码错误',
  aboveBalance: '提现金额超出可用余额',
  submitted: '提交成功，等待后台审核',
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
