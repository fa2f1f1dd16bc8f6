import Input from 'antd-mobile/es/components/input';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useId, useState, type ReactNode } from 'react';
import styles from './text-field.module.css';

/**
 * One labelled form row: a visible label bound to the input, the input, and an optional trailing
 * piece (captcha image). `password` adds the visibility toggle of docs/product.md §2.
 */
export function TextField({
  label,
  icon,
  value,
  onChange,
  placeholder,
  password = false,
  maxLength,
  inputMode,
  autoComplete,
  trailing,
  readOnly,
}: {
  label: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  password?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  trailing?: ReactNode;
  readOnly?: boolean;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        {label}
      </label>
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
        readOnly={readOnly}
        autoCapitalize="off"
        autoCorrect="off"
      />
      {password && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={shown ? `隐藏${label}` : `显示${label}`}
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
