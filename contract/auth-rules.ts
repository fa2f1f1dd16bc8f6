/**
 * Login and register rules (docs/product.md#validation-rules) as data, in the product's order with its exact
 * messages. The form adds what only it can check (the terms box, the captcha: the client's alone,
 * the server never sees the image and does not check it); the server holds a request to the rest,
 * so the two answer a bad request with the same words.
 */
import { readDigits, readText, type NamedRule, type Rule } from './rule';
import {
  authRuleMessages,
  isLettersAndDigits,
  realNameRules,
  PAY_PASSWORD_LENGTH,
  PID_MAX,
  REGISTER_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  isPayPasswordDigits,
  payPasswordDigitsMessage,
} from './account-limits';

/** A captcha answer is this many letters and digits. */
export const CAPTCHA_LENGTH = 4;

/** The register body's fields every side checks. */
export interface RegisterFields {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
}

/** Login body's fields every side checks. */
export interface LoginFields {
  name: string;
  password: string;
  code: string;
}

/** Letters and digits only, at most `max` (member names and referrer codes; emoji and symbols refused). */
export const isPlainCode = (value: string, max: number) =>
  value.length <= max && /^[A-Za-z0-9]*$/.test(value);

export const authLimitMessages = {
  // Not in the product rules (they give no upper bound): said here instead of 请求参数错误.
  usernameMax: `用户名长度不得超过${USERNAME_MAX}位！`,
  pid: `推荐码为${PID_MAX}位以内的字母和数字！`,
  account: `账号为${USERNAME_MAX}位以内的字母和数字！`,
} as const;

/** A referral code no agent holds: refused, so the referral is never lost silently. */
export const referralMessages = {
  unknown: '推荐码不存在，请向邀请人核对推荐码',
} as const;

/** An agent's name as an invitation shows it to a stranger: first two and last two characters. */
export function maskInviterName(name: string): string {
  return name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export const usernameRule: NamedRule<Pick<RegisterFields, 'name'>, 'username'> = {
  id: 'username',
  message: authRuleMessages.username,
  fails: (f) => !isLettersAndDigits(readText(f.name), USERNAME_MIN),
};

/** Register rules 2–6 after the user name, in order: password, confirmation, real name, payment password. */
export const registerSecretRules: readonly NamedRule<
  RegisterFields,
  | 'password'
  | 'confirm'
  | 'realname'
  | 'realnameInvisible'
  | 'realnameNoLetter'
  | 'payPassword'
  | 'payPasswordDigits'
>[] = [
  {
    id: 'password',
    message: authRuleMessages.password,
    fails: (f) => !isLettersAndDigits(f.password, REGISTER_PASSWORD_MIN),
  },
  { id: 'confirm', message: authRuleMessages.confirm, fails: (f) => f.confirmPass !== f.password },
  ...realNameRules<RegisterFields>((f) => f.realname),
  {
    id: 'payPassword',
    message: authRuleMessages.payPassword,
    fails: (f) => readDigits(f.paypassword).length !== PAY_PASSWORD_LENGTH,
  },
  {
    id: 'payPasswordDigits',
    message: payPasswordDigitsMessage,
    fails: (f) => !isPayPasswordDigits(readDigits(f.paypassword)),
  },
];

/** Login rule 1: both the account and the password are given. */
export const loginRequiredRule: NamedRule<LoginFields, 'required'> = {
  id: 'required',
  message: authRuleMessages.loginRequired,
  fails: (f) => readText(f.name) === '' || f.password === '',
};

/** Login rule 2: a captcha is given. */
export const captchaRequiredRule: NamedRule<LoginFields, 'required'> = {
  id: 'required',
  message: authRuleMessages.captchaRequired,
  fails: (f) => f.code.trim() === '',
};

/** The register request as the server checks it (the captcha is the client's: not checked here). */
export const registerRequestRules: readonly Rule<RegisterFields>[] = [usernameRule, ...registerSecretRules];

/** The login request as the server checks it (the captcha is the client's: not checked here). */
export const loginRequestRules: readonly Rule<LoginFields>[] = [loginRequiredRule];
