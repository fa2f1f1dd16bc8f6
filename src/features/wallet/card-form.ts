import { bankCardRules, type BankCardForm } from '@contract/bind-rules';
import { firstFailure, readDigits } from '@contract/rule';
import { PAY_PASSWORD_LENGTH } from '@contract/account-limits';
import { CARD_NUMBER_MAX, USDT_ADDRESS_MAX } from '@contract/money-limits';

/** docs/product.md#states-and-transitions/#validation-rules: the two binding forms' input limits and the bank card's rules. */

export const inputLimits = {
  holder: CARD_NUMBER_MAX,
  cardNumber: CARD_NUMBER_MAX,
  branch: 100,
  // A payment password is six digits (set at sign-up): docs/product.md's 6–18 rule still speaks for a short
  // one.
  payPassword: PAY_PASSWORD_LENGTH,
  address: USDT_ADDRESS_MAX,
} as const;

export const emptyBankCardForm: BankCardForm = {
  bank_owner: '',
  bank: '',
  bank_address: '',
  bank_no: '',
  pay_pass: '',
};

export const validateBankCard = (form: BankCardForm, realName = '') =>
  firstFailure(bankCardRules(realName), form);

export function bankCardRequest(form: BankCardForm) {
  return {
    bank: form.bank.trim(),
    bank_address: form.bank_address.trim(),
    bank_no: readDigits(form.bank_no),
    bank_owner: form.bank_owner.trim(),
    pay_pass: readDigits(form.pay_pass),
  };
}
