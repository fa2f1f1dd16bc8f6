/**
 * Binding a bank card (docs/product.md#validation-rules "Bank card"): the ordered rules the form toasts and the
 * server refuses with, in the same order and words. The USDT address's rules are in usdt-rules.ts,
 * apart, because they carry the checksum's hash code, which no other screen should load.
 */
import { isPayPasswordDigits } from './account-limits';
import { cardOwnerRules } from './member-rules';
import {
  BIND_PAY_PASSWORD_MAX,
  BIND_PAY_PASSWORD_MIN,
  bindMessages,
  CARD_NUMBER_MAX,
  CARD_NUMBER_MIN,
  holderMismatchMessage,
  isOwnName,
  moneyRuleMessages,
} from './money-limits';
import { readDigits, type Rule } from './rule';

/** A rule written as the condition that must hold, in the form's own words. */
export const must = <F>(holds: (form: F) => boolean, message: Rule<F>['message']): Rule<F> => ({
  message,
  fails: (form) => !holds(form),
});

export const filled = (text: string) => text.trim() !== '';
export const payPasswordLengthOk = (p: string) =>
  readDigits(p).length >= BIND_PAY_PASSWORD_MIN && readDigits(p).length <= BIND_PAY_PASSWORD_MAX;
const cardDigits = readDigits;

/** The bank card form, named as the `bindcard` request names its fields. */
export interface BankCardForm {
  bank_owner: string;
  bank: string;
  bank_address: string;
  bank_no: string;
  pay_pass: string;
}

export const cardNumberDigitsMessage = '银行卡号只能包含数字';

/**
 * Bank card bind, in the product's order; the card is the member's own (`realName`, right after
 * the name's format). An unknown real name (the form before the member is loaded) skips that rule:
 * the server, which always knows it, checks ownership again after these rules.
 */
export const bankCardRules = (realName: string): readonly Rule<BankCardForm>[] => [
  must((f) => filled(f.bank_owner), bindMessages.holder),
  ...cardOwnerRules,
  must((f) => realName.trim() === '' || isOwnName(f.bank_owner, realName), holderMismatchMessage(realName)),
  must((f) => filled(f.bank), bindMessages.bank),
  must((f) => filled(f.bank_address), bindMessages.branch),
  must((f) => filled(f.bank_no), bindMessages.cardNumber),
  must((f) => readDigits(f.pay_pass) !== '', bindMessages.payPassword),
  must(
    (f) => cardDigits(f.bank_no).length >= CARD_NUMBER_MIN && cardDigits(f.bank_no).length <= CARD_NUMBER_MAX,
    bindMessages.cardNumberLength,
  ),
  must((f) => /^\d+$/.test(cardDigits(f.bank_no)), cardNumberDigitsMessage),
  must((f) => payPasswordLengthOk(f.pay_pass), bindMessages.payPasswordLength),
  must((f) => isPayPasswordDigits(readDigits(f.pay_pass)), moneyRuleMessages.payPasswordDigits),
];
