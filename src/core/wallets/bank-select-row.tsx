import { retryRead } from '@/lib/query-client';
import Button from 'antd-mobile/es/components/button';
import { SelectRow } from '@/components/form-row';
import { messages } from '@/config/messages';
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
        banks.isError ? (
          <>
            {/* Offline the cause is known (as the lists say it, components/list-state.tsx). */}
            {navigator.onLine ? `银行列表${messages.loadFailed}` : messages.networkDown}
            <Button size="mini" fill="none" color="primary" onClick={retryRead(banks)}>
              {messages.retry}
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
