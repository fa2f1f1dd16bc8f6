/** Withdrawal (docs/product.md#validation-rules): the ordered rules the form toasts and the server refuses with. */
import { isPayPasswordDigits } from './account-limits';
import { amountTextToCents, isAmountText } from './money';
import {
  moneyRuleMessages,
  WITHDRAW_MAX_CENTS,
  WITHDRAW_MIN_CENTS,
  withdrawalMessages,
} from './money-limits';
import type { Rule } from './rule';

/** The binding kind of a USDT address (`getcard`/`bindcard` type 2; 1 is a bank card). */
const USDT_KIND = 2;

export interface WithdrawalForm {
  /** 1 bank card, 2 USDT address: which list the member picks from. */
  kind: 1 | 2;
  bindingId: number | null;
  amount: string;
  password: string;
}

/** In the product's order, then the largest single withdrawal; the screen toasts the first that fails. */
export const withdrawalRules: readonly Rule<WithdrawalForm>[] = [
  {
    message: (f) => (f.kind === USDT_KIND ? withdrawalMessages.chooseUsdt : withdrawalMessages.chooseBank),
    fails: (f) => f.bindingId === null,
  },
  {
    message: moneyRuleMessages.amountFormat,
    fails: (f) => f.amount.trim() !== '' && !isAmountText(f.amount),
  },
  {
    message: withdrawalMessages.belowMin,
    fails: (f) => {
      const cents = amountTextToCents(f.amount);
      return cents === null || cents < WITHDRAW_MIN_CENTS;
    },
  },
  {
    message: withdrawalMessages.aboveMax,
    fails: (f) => (amountTextToCents(f.amount) ?? 0) > WITHDRAW_MAX_CENTS,
  },
  { message: withdrawalMessages.passwordRequired, fails: (f) => f.password === '' },
  { message: moneyRuleMessages.payPasswordDigits, fails: (f) => !isPayPasswordDigits(f.password) },
];
