import { FormRow } from '@/components/form-row';
import { walletTexts as t } from '../model';
import { inputLimits } from '../card-form';

/** The payment password that confirms a binding (six digits, never offered by the browser). */
export function PayPasswordRow({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormRow
      label={t.payPassword}
      type="password"
      value={value}
      onChange={onChange}
      placeholder={`请输入${t.payPassword}`}
      maxLength={inputLimits.payPassword}
      inputMode="numeric"
      autoComplete="new-password"
    />
  );
}
