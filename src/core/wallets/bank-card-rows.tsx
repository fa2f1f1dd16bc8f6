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
  // What every typed row shares: its value, its change, and 请输入 with its label as the placeholder.
  const typed = (key: keyof BankCardFields, label: string) => ({
    label,
    value: value[key],
    onChange: (v: string) => onChange(key, v),
    placeholder: `请输入${label}`,
  });
  const number = (
    <FormRow {...typed('bank_no', t.cardNumber)} inputMode="numeric" maxLength={CARD_NUMBER_MAX} />
  );
  const branch = <FormRow {...typed('bank_address', t.branch)} maxLength={BRANCH_MAX} />;
  return (
    <>
      <FormRow {...typed('bank_owner', t.holder)} maxLength={CARD_NUMBER_MAX} hint={t.holderTip} />
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
