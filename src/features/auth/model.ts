import { isPayPasswordDigits, moneyRuleMessages } from '@contract/money-rules';
import {
  authRuleMessages,
  isLettersAndDigits,
  isRealName,
  PAY_PASSWORD_LENGTH,
  PID_MAX,
  REGISTER_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@contract/rules';
import { CAPTCHA_ANSWERS, CAPTCHA_LENGTH } from '@/config/constants';

/**
 * Login and register (docs/product.md §5): ordered pure rules with the spec's exact messages. The screen
 * toasts the first failure; a failing captcha rule also clears the entry and changes the image.
 */
export const authMessages = {
  terms: '阅读并同意相关的规则和隐私条款！',
  username: authRuleMessages.username,
  password: authRuleMessages.password,
  confirm: authRuleMessages.confirm,
  realname: authRuleMessages.realname,
  payPassword: authRuleMessages.payPassword,
  captchaWrong: authRuleMessages.captcha,
  loginRequired: authRuleMessages.loginRequired,
  captchaRequired: authRuleMessages.captchaRequired,
  // Not in the spec (it gives no upper bound): said here instead of the server's 请求参数错误.
  usernameMax: `用户名长度不得超过${USERNAME_MAX}位！`,
  pid: `推荐码为${PID_MAX}位以内的字母和数字！`,
  account: `账号为${USERNAME_MAX}位以内的字母和数字！`,
} as const;

export interface LoginForm {
  name: string;
  password: string;
  code: string;
}

export interface RegisterForm {
  agreed: boolean;
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  code: string;
  pid: string;
}

export type RuleId =
  | 'terms'
  | 'username'
  | 'usernameMax'
  | 'password'
  | 'confirm'
  | 'realname'
  | 'payPassword'
  | 'payPasswordDigits'
  | 'pid'
  | 'captcha'
  | 'required'
  | 'account';

/** Letters and digits only, at most `max` (member names and referrer codes; emoji and symbols refused). */
const plainCode = (value: string, max: number) => value.length <= max && /^[A-Za-z0-9]*$/.test(value);

export interface Rule<F> {
  id: RuleId;
  message: string;
  /** true when the form breaks this rule. `answer` is the captcha currently shown. */
  fails: (form: F, answer: string) => boolean;
}

/** At least 4 characters mixing letters and digits, equal to the shown image case-insensitively. */
export function captchaMatches(entry: string, answer: string): boolean {
  return isLettersAndDigits(entry, CAPTCHA_LENGTH) && entry.toLowerCase() === answer.toLowerCase();
}

export const registerRules: readonly Rule<RegisterForm>[] = [
  { id: 'terms', message: authMessages.terms, fails: (f) => !f.agreed },
  { id: 'username', message: authMessages.username, fails: (f) => !isLettersAndDigits(f.name, USERNAME_MIN) },
  { id: 'usernameMax', message: authMessages.usernameMax, fails: (f) => f.name.length > USERNAME_MAX },
  {
    id: 'password',
    message: authMessages.password,
    fails: (f) => !isLettersAndDigits(f.password, REGISTER_PASSWORD_MIN),
  },
  { id: 'confirm', message: authMessages.confirm, fails: (f) => f.confirmPass !== f.password },
  { id: 'realname', message: authMessages.realname, fails: (f) => !isRealName(f.realname) },
  {
    id: 'payPassword',
    message: authMessages.payPassword,
    fails: (f) => f.paypassword.length !== PAY_PASSWORD_LENGTH,
  },
  {
    id: 'payPasswordDigits',
    message: moneyRuleMessages.payPasswordDigits,
    fails: (f) => !isPayPasswordDigits(f.paypassword),
  },
  { id: 'pid', message: authMessages.pid, fails: (f) => !plainCode(f.pid.trim(), PID_MAX) },
  {
    id: 'captcha',
    message: authMessages.captchaWrong,
    fails: (f, answer) => !captchaMatches(f.code, answer),
  },
];

export const loginRules: readonly Rule<LoginForm>[] = [
  {
    id: 'required',
    message: authMessages.loginRequired,
    fails: (f) => f.name.trim() === '' || f.password === '',
  },
  { id: 'account', message: authMessages.account, fails: (f) => !plainCode(f.name.trim(), USERNAME_MAX) },
  { id: 'required', message: authMessages.captchaRequired, fails: (f) => f.code.trim() === '' },
  {
    id: 'captcha',
    message: authMessages.captchaWrong,
    fails: (f, answer) => !captchaMatches(f.code, answer),
  },
];

/** The first rule the form breaks, or null when it passes them all. */
export function firstFailure<F>(rules: readonly Rule<F>[], form: F, answer: string): Rule<F> | null {
  return rules.find((rule) => rule.fails(form, answer)) ?? null;
}

/** The register request body of docs/product.md §3: pid only when filled. */
export function registerPayload(form: RegisterForm) {
  const pid = form.pid.trim();
  return {
    name: form.name.trim(),
    password: form.password,
    confirmPass: form.confirmPass,
    realname: form.realname.trim(),
    paypassword: form.paypassword,
    code: form.code,
    ...(pid ? { pid } : {}),
  };
}

export function loginPayload(form: LoginForm) {
  return { name: form.name.trim(), password: form.password, code: form.code };
}

/**
 * A captcha answer picked uniformly from the whole pool of 21, never the one shown now (a change
 * must be visible). Every answer can come up (the original never showed the 21st).
 */
export function pickCaptcha(current: string | null, random: () => number = Math.random): string {
  const pool = current === null ? [...CAPTCHA_ANSWERS] : CAPTCHA_ANSWERS.filter((a) => a !== current);
  const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
  return pool[index] ?? CAPTCHA_ANSWERS[0];
}

/** The image of an answer: a static file next to the page (the build uses base './'). */
export function captchaSrc(answer: string): string {
  return `captcha/${answer}.svg`;
}

/** Login tab from the `type` query: '1' opens register (docs/product.md §2). */
export function modeFromQuery(search: string): 'login' | 'register' {
  return new URLSearchParams(search).get('type') === '1' ? 'register' : 'login';
}
