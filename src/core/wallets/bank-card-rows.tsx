import { CARD_NUMBER_MAX } from '@contract/money-limits';
import { FormRow } from '@/components/form-row';
import { BankSelectRow } from './bank-select-row';

export interface BankCardFields {
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
}

/** Each form's own words for the rows (存款人 on a deposit, 持卡人 on a binding). */
export interface BankCardTexts {
  holder: string;
  holderTip: string;
  bank: string;
  bankPlaceholder: string;
  cardNumber: string;
  branch: string;
}

const BRANCH_MAX = 100;

/**
 * The rows of a bank card as the deposit form and the card-binding form ask them: holder (with
 * its tip), bank, card number and branch. The binding form asks the branch before the number.
 */
export function BankCardRows({
  texts: t,
  value,
  onChange,
  branchFirst = false,
}: {
  texts: BankCardTexts;
  value: BankCardFields;
  onChange: (key: keyof BankCardFields, value: string) => void;
  branchFirst?: boolean;
}) {
  const number = (
    <FormRow
      label={t.cardNumber}
      value={value.bank_no}
      onChange={(v) => onChange('bank_no', v)}
      placeholder={`请输入${t.cardNumber}`}
      inputMode="numeric"
      maxLength={CARD_NUMBER_MAX}
    />
  );
  const branch = (
    <FormRow
      label={t.branch}
      value={value.bank_address}
      onChange={(v) => onChange('bank_address', v)}
      placeholder={`请输入${t.branch}`}
      maxLength={BRANCH_MAX}
    />
  );
  return (
    <>
      <FormRow
        label={t.holder}
        value={value.bank_owner}
        onChange={(v) => onChange('bank_owner', v)}
        placeholder={`请输入${t.holder}`}
        maxLength={CARD_NUMBER_MAX}
        hint={t.holderTip}
      />
      <BankSelectRow
        label={t.bank}
        value={value.bank}
        onChange={(v) => onChange('bank', v)}
        placeholder={t.bankPlaceholder}
      />
      {branchFirst ? branch : number}
      {branchFirst ? number : branch}
    </>
  );
}
