import { useId, type ReactNode } from 'react';
import { TextInput } from '@/components/text-input';
import styles from './text-field.module.css';

/**
 * The sign-in forms' labelled row: an icon and a visible label bound to the input, the input, and
 * an optional trailing piece (captcha image). `password` adds the visibility toggle of
 * docs/product.md#screens-and-routes.
 */
export function TextField({
  label,
  icon,
  password = false,
  trailing,
  ...input
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
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={styles.label}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        {label}
      </label>
      <TextInput
        {...input}
        id={id}
        className={styles.input}
        secret={password ? { name: label, className: styles.toggle } : undefined}
      />
      {trailing}
    </div>
  );
}
