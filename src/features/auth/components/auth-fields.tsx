import { CheckShieldOutline, LockOutline, UserOutline, UserSetOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { PASSWORD_MAX, PAY_PASSWORD_LENGTH, REALNAME_MAX, USERNAME_MAX } from '@contract/account-limits';
import { CAPTCHA_LENGTH } from '@contract/auth-rules';
import { TextField } from './text-field';
import type { LoginForm, RegisterForm } from '../model';

/** One text field of the login or register form: what it edits and how it reads. */
interface FieldSpec<K extends string> {
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
const captchaField = {
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

/** The register form's fields up to the captcha (the invitation code follows on its own). */
export const registerFields: FieldSpec<Exclude<keyof RegisterForm, 'agreed' | 'pid'>>[] = [
  {
    key: 'name',
    label: '用户名',
    icon: <UserOutline />,
    placeholder: '6位以上字母和数字',
    maxLength: USERNAME_MAX,
    autoComplete: 'username',
  },
  {
    key: 'password',
    label: '密码',
    icon: <LockOutline />,
    placeholder: '8位以上字母和数字',
    password: true,
    maxLength: PASSWORD_MAX,
    autoComplete: 'new-password',
  },
  {
    key: 'confirmPass',
    label: '确认密码',
    icon: <LockOutline />,
    placeholder: '请再次输入密码',
    password: true,
    maxLength: PASSWORD_MAX,
    autoComplete: 'new-password',
  },
  {
    key: 'realname',
    label: '真实姓名',
    icon: <UserSetOutline />,
    placeholder: '与提款银行卡姓名一致',
    maxLength: REALNAME_MAX,
    autoComplete: 'name',
  },
  {
    key: 'paypassword',
    label: '支付密码',
    icon: <LockOutline />,
    placeholder: '6位取款密码',
    password: true,
    maxLength: PAY_PASSWORD_LENGTH,
    inputMode: 'numeric',
    autoComplete: 'off',
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
