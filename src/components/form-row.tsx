import { Input } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import styles from './form-row.module.css';

/**
 * One labelled row of a money or binding form: a visible label bound to the input, the input, an
 * optional trailing piece (unit, picker arrow) and an optional hint below.
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
  readOnly,
  onClick,
  trailing,
  hint,
}: {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'password';
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal';
  autoComplete?: string;
  readOnly?: boolean;
  /** A read-only row that opens a picker. */
  onClick?: () => void;
  trailing?: ReactNode;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <Input
          id={id}
          className={styles.input}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          type={type}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          readOnly={readOnly || onClick !== undefined}
          onClick={onClick}
          autoCapitalize="off"
          autoCorrect="off"
        />
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
