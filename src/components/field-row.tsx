import { Input } from 'antd-mobile';
import { CalendarOutline, EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useId, useState, type ReactNode } from 'react';
import styles from './field-row.module.css';

/**
 * One labelled form row of the member forms: a visible label bound to the input (or to a read-only
 * value), an optional visibility toggle for passwords, and an optional trailing piece.
 */
export function FieldRow({
  label,
  value,
  onChange,
  placeholder,
  password = false,
  maxLength,
  inputMode,
  autoComplete,
  readOnly = false,
  onPick,
  trailing,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  password?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  readOnly?: boolean;
  /** The value is chosen in a picker (date): the row's value is a button that opens it. */
  onPick?: () => void;
  trailing?: ReactNode;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {onPick ? (
        <button id={id} type="button" className={styles.pick} onClick={onPick}>
          <span className={value ? undefined : styles.placeholder}>{value || placeholder}</span>
          <CalendarOutline aria-hidden />
        </button>
      ) : readOnly ? (
        <output id={id} className={styles.readOnly}>
          {value || '—'}
        </output>
      ) : (
        <Input
          id={id}
          className={styles.input}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          type={password && !shown ? 'password' : 'text'}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
        />
      )}
      {password && !readOnly && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={shown ? '隐藏密码' : '显示密码'}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
        </button>
      )}
      {trailing}
    </div>
  );
}
