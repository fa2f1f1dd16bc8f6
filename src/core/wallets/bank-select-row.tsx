import { QueryState } from '@/components/query-state';
import { ReadFailed } from '@/components/read-failed';
import { SelectRow } from '@/components/form-row';
import { useBankList } from './bank-list';

/**
 * The bank picker of the deposit form and the card-binding form: options from `banklist`, and when
 * that call fails a retry in the row's hint rather than an empty picker.
 */
export function BankSelectRow({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const banks = useBankList();
  return (
    <SelectRow
      label={label}
      value={value}
      onChange={onChange}
      options={(banks.data ?? []).map((b) => b.bank_name)}
      placeholder={placeholder}
      hint={
        // Only a failure says anything here (the picker itself is the answer).
        <QueryState query={banks} loading={null} failure={() => <ReadFailed read={banks} what="银行列表" />}>
          {() => null}
        </QueryState>
      }
    />
  );
}
