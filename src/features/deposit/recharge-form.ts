import { firstFailure, type Rule } from '@contract/rule';
import { moneyRuleMessages, rangeMessage, rechargeMessages } from '@contract/money-limits';
import {
  amountTextToCents,
  divideFloorCents,
  formatCents,
  formatCentsPlain,
  isAmountText,
} from '@contract/money';
import { paytypeOf, type PayMethod, type Protocol, type RangeCents } from './model';

export { rangeMessage, rechargeMessages };

// The deposit form of /recharge: its fields, the rules it is checked on (docs/product.md#validation-rules), the
// request it sends and the USDT estimate beside its amount.

export interface RechargeForm {
  amount: string;
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
}

export const emptyRechargeForm: RechargeForm = {
  amount: '',
  bank_owner: '',
  bank: '',
  bank_no: '',
  bank_address: '',
};

/** What a deposit request is checked on: the form, the chosen method and that method's range. */
export interface RechargeInput {
  form: RechargeForm;
  method: PayMethod;
  range: RangeCents;
}

const bankOnly = (filled: (form: RechargeForm) => boolean, message: string): Rule<RechargeInput> => ({
  message,
  fails: ({ form, method }) => method === 'bank' && !filled(form),
});

/** docs/product.md#validation-rules money request, in order: the bank method's four fields, then the range. */
export const rechargeRules: readonly Rule<RechargeInput>[] = [
  bankOnly((f) => f.bank_owner.trim() !== '', rechargeMessages.holder),
  bankOnly((f) => f.bank.trim() !== '', rechargeMessages.bank),
  bankOnly((f) => f.bank_no.trim() !== '', rechargeMessages.cardNumber),
  bankOnly((f) => f.bank_address.trim() !== '', rechargeMessages.branch),
  {
    message: moneyRuleMessages.amountFormat,
    fails: ({ form }) => form.amount.trim() !== '' && !isAmountText(form.amount),
  },
  {
    message: ({ range }) => rangeMessage(formatCentsPlain(range.min), formatCentsPlain(range.max)),
    fails: ({ form, range }) => {
      const cents = amountTextToCents(form.amount);
      return cents === null || cents < range.min || cents > range.max;
    },
  },
];

/** The first broken rule's message, or null when the form may be sent. */
export function validateRecharge(form: RechargeForm, method: PayMethod, range: RangeCents): string | null {
  return firstFailure(rechargeRules, { form, method, range });
}

/** The `recharge` body for a valid form (amount as a number of yuan, docs/product.md#calls). */
export function rechargeRequest(form: RechargeForm, method: PayMethod, protocol: Protocol) {
  const amount = Number(formatCents(amountTextToCents(form.amount) ?? 0));
  if (method === 'bank') {
    return {
      paytype: 'bank' as const,
      amount,
      bank_owner: form.bank_owner.trim(),
      bank: form.bank.trim(),
      bank_no: form.bank_no.replace(/\s+/g, ''),
      bank_address: form.bank_address.trim(),
    };
  }
  if (method === 'usdt') return { paytype: 'usdt' as const, amount, catepay: protocol };
  return { paytype: paytypeOf(method), amount };
}

/** docs/product.md#constants-and-limits: USDT estimate = amount ÷ usdtrate floored to 2 decimals; '0.00' without amount or rate. */
export function usdtEstimate(amount: string, rate: number | string | null | undefined): string {
  const cents = amountTextToCents(amount);
  if (cents === null) return '0.00';
  const estimate = divideFloorCents(cents, rate);
  return estimate === null ? '0.00' : formatCents(estimate);
}
