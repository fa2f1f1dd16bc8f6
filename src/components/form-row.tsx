import Input from 'antd-mobile/es/components/input';
import { CalendarOutline, EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useId, useState, type ReactNode } from 'react';
import styles from './form-row.module.css';

/**
 * The one labelled form row (member, money and binding forms): a visible label bound to the input
 * (or to the button of a picked value), an optional visibility toggle for passwords, an optional
 * trailing piece (unit) and an optional hint below.
 */
export function FormRow({
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
  maxLength,
  inputMode,
  autoComplete = 'off',
  readOnly = false,
  onPick,
  trailing,
  hint,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** 'password' masks the value and adds a show/hide toggle. */
  type?: 'text' | 'password';
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  readOnly?: boolean;
  /** The value is chosen in a picker (date): the row's value is a button that opens it. */
  onPick?: () => void;
  trailing?: ReactNode;
  hint?: ReactNode;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const password = type === 'password' && !readOnly;
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {onPick ? (
          <button id={id} type="button" className={styles.pick} onClick={onPick}>
            <span className={value ? undefined : styles.placeholder}>{value || placeholder}</span>
            <CalendarOutline aria-hidden />
          </button>
        ) : (
          <Input
            id={id}
            className={readOnly ? `${styles.input} ${styles.readOnly}` : styles.input}
            value={value}
            onChange={onChange}
            placeholder={readOnly ? (placeholder ?? '—') : placeholder}
            type={password && !shown ? 'password' : 'text'}
            maxLength={maxLength}
            inputMode={inputMode}
            autoComplete={autoComplete}
            readOnly={readOnly}
            autoCapitalize="off"
            autoCorrect="off"
          />
        )}
        {password && (
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
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}

/** A labelled native picker row (the phone's own picker; `placeholder` is the empty choice). */
export function SelectRow({
  label,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <select
          id={id}
          className={value ? styles.select : `${styles.select} ${styles.placeholder}`}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}

/** A row of mutually exclusive choices (protocol TRC20/ERC20, withdrawal kind): a radio group. */
export function ChoiceGroup<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <span id={id} className={styles.label}>
          {label}
        </span>
        <div role="radiogroup" aria-labelledby={id} className={styles.choices}>
          {options.map((o) => (
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={o.value === value}
              className={o.value === value ? `${styles.choice} ${styles.chosen}` : styles.choice}
              onClick={() => o.value !== value && onChange(o.value)}
            >
              {o.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
