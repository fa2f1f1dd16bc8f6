import Input from 'antd-mobile/es/components/input';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';

/**
 * antd-mobile's Input as every form here wants it: the phone neither capitalises nor corrects what
 * is typed (names, card numbers, codes), and a secret (a password) gets a show/hide toggle after
 * it, named after what it hides.
 */
export function TextInput({
  secret,
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
      <Input
        {...props}
        type={secret && !shown ? 'password' : 'text'}
        autoCapitalize="off"
        autoCorrect="off"
      />
      {secret && (
        <button
          type="button"
          className={secret.className}
          aria-label={shown ? `隐藏${secret.name}` : `显示${secret.name}`}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
        </button>
      )}
    </>
  );
}
