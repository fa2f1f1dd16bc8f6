import { CalendarOutline } from 'antd-mobile-icons';
import { useId, useState, type ReactNode } from 'react';
import { TextInput } from './text-input';
import styles from './form-row.module.css';

/**
 * The frame every labelled row shares: the label (bound to the control, or naming a group), the
 * control, and an optional hint below. `stacked` puts the label above a full-width control.
 */
function Field({
  label,
  control,
  group = false,
  stacked = false,
  hint,
  children,
}: {
  label: string;
  /** The id of the control the label is for (or, for a group, of the label itself). */
  control: string;
  group?: boolean;
  stacked?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={stacked ? `${styles.field} ${styles.stacked}` : styles.field}>
      <div className={styles.row}>
        {group ? (
          <span id={control} className={styles.label}>
            {label}
          </span>
        ) : (
          <label htmlFor={control} className={styles.label}>
            {label}
          </label>
        )}
        {children}
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}

/**
 * The one labelled form row (member, money and binding forms): a visible label bound to the input
 * (or to the button of a picked value), an optional visibility toggle for passwords, an optional
 * trailing piece (unit, 全部) and an optional hint below.
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
  pickIcon = <CalendarOutline aria-hidden className={styles.pickIcon} />,
  trailing,
  hint,
  stacked,
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
  /** The value is chosen in a picker (date, wallet): the row's value is a button that opens it. */
  onPick?: () => void;
  /** What the picking button shows after the value (a calendar unless told). */
  pickIcon?: ReactNode;
  trailing?: ReactNode;
  hint?: ReactNode;
  /** The label above a full-width field (a short form of wide values: amounts, passwords). */
  stacked?: boolean;
}) {
  const id = useId();
  return (
    <Field label={label} control={id} hint={hint} stacked={stacked}>
      {onPick ? (
        <button id={id} type="button" className={styles.pick} onClick={onPick}>
          <span className={value ? styles.picked : `${styles.picked} ${styles.placeholder}`}>
            {value || placeholder}
          </span>
          {pickIcon}
        </button>
      ) : (
        <TextInput
          id={id}
          className={readOnly ? `${styles.input} ${styles.readOnly}` : styles.input}
          value={value}
          onChange={onChange}
          placeholder={readOnly ? (placeholder ?? '—') : placeholder}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete}
          readOnly={readOnly}
          secret={type === 'password' && !readOnly ? { name: '密码', className: styles.toggle } : undefined}
        />
      )}
      {trailing}
    </Field>
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
    <Field label={label} control={id} hint={hint}>
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
    </Field>
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
    <Field label={label} control={id} group>
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
    </Field>
  );
}

/**
 * A form of typed rows: its values, and for each field the `value` and `onChange` of its row
 * (`<FormRow label="…" {...row('email')} />`).
 */
export function useFormRows<T extends { [K in keyof T]: string }>(initial: T) {
  const [form, setForm] = useState<T>(initial);
  const row = (key: keyof T & string) => ({
    value: form[key],
    onChange: (value: string) => setForm((f) => ({ ...f, [key]: value })),
  });
  return { form, setForm, row };
}
