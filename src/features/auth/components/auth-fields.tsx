import { CheckShieldOutline, LockOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { PASSWORD_MAX, USERNAME_MAX } from '@contract/account-limits';
import { CAPTCHA_LENGTH } from '@contract/auth-rules';
import { TextField } from './text-field';
import type { LoginForm } from '../model';

/** One text field of the login or register form: what it edits and how it reads. */
export interface FieldSpec<K extends string> {
  key: K;
  label: string;
  icon: ReactNode;
  placeholder: string;
  maxLength: number;
  autoComplete: string;
  password?: boolean;
  inputMode?: 'numeric';
}

/** The captcha, last of both modes' fields; its image stands beside it. */
export const captchaField = {
  key: 'code',
  label: '验证码',
  icon: <CheckShieldOutline />,
  placeholder: '请输入验证码',
  maxLength: CAPTCHA_LENGTH,
  autoComplete: 'off',
} as const;

export const loginFields: FieldSpec<keyof LoginForm>[] = [
  {
    key: 'name',
    label: '账号',
    icon: <UserOutline />,
    placeholder: '请输入账号',
    maxLength: USERNAME_MAX,
    autoComplete: 'username',
  },
  {
    key: 'password',
    label: '密码',
    icon: <LockOutline />,
    placeholder: '请输入密码',
    password: true,
    maxLength: PASSWORD_MAX,
    autoComplete: 'current-password',
  },
  captchaField,
];

/** The fields of `specs` in order, each editing its key of `form`; the captcha's image beside its field. */
export function AuthFields<K extends string>({
  specs,
  form,
  onChange,
  captcha,
}: {
  specs: readonly FieldSpec<K>[];
  form: Record<K, string>;
  onChange: (key: K) => (value: string) => void;
  captcha: ReactNode;
}) {
  return specs.map(({ key, ...field }) => (
    <TextField
      key={key}
      {...field}
      value={form[key]}
      onChange={onChange(key)}
      trailing={key === captchaField.key ? captcha : undefined}
    />
  ));
}
