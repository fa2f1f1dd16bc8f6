import { useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import styles from './text-input.module.css';

// Only a password's toggle draws the eye: a form without one never fetches it, and the toggle's
// 44 px box (the global icon-button) is there before it, so nothing moves when it comes. The open
// eye, shown only once the password is, is fetched when the visitor first focuses or presses a
// password's box or toggle, not with the form.
const loadOpenEye = () => import('./secret-eye-open');
const SecretEyeClosed = lazyPart(async () => (await import('./secret-eye')).SecretEyeClosed);
const SecretEyeOpen = lazyPart(async () => (await loadOpenEye()).SecretEyeOpen);
const prefetchOpenEye = () => void loadOpenEye().catch(() => undefined);

/**
 * The text input every form here uses, in the kit's Input look (its CSS variables `--font-size`,
 * `--color`, `--placeholder-color`, `--text-align` style it, set on `className`): a native
 * <input> in a flex box, so a form does not load the kit's Input, its config and its value hook
 * (about 3.5 KB brotli) before it is drawn. The phone neither capitalises nor corrects what is
 * typed (names, card numbers, codes), and a secret (a password) gets a show/hide toggle after it,
 * named after what it hides.
 */
export function TextInput({
  secret,
  className,
  onChange,
  ...props
}: {
  id: string;
  className?: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  readOnly?: boolean;
  /** A password: masked, with a toggle (`name`: what its label says it shows, e.g. 密码). */
  secret?: { name: string; className?: string };
}) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <div className={className ? `${styles.box} ${className}` : styles.box}>
        <input
          {...props}
          className={styles.input}
          onChange={(e) => onChange?.(e.target.value)}
          onFocus={secret ? prefetchOpenEye : undefined}
          type={secret && !shown ? 'password' : 'text'}
          autoCapitalize="off"
          autoCorrect="off"
        />
      </div>
      {secret && (
        <button
          type="button"
          className={secret.className}
          aria-label={shown ? `隐藏${secret.name}` : `显示${secret.name}`}
          aria-pressed={shown}
          onPointerDown={prefetchOpenEye}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <SecretEyeOpen /> : <SecretEyeClosed />}
        </button>
      )}
    </>
  );
}
