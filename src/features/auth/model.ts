import {
  authLimitMessages,
  captchaRequiredRule,
  referralMessages,
  isPlainCode,
  loginRequiredRule,
  registerSecretRules,
  usernameRule,
} from '@contract/auth-rules';
import { firstFailingRule, readDigits, readText, type NamedRule } from '@contract/rule';
import { authRuleMessages, isLettersAndDigits, PID_MAX, USERNAME_MAX } from '@contract/account-limits';
import { CAPTCHA_LENGTH } from '@contract/auth-rules';
import { CAPTCHA_ANSWERS } from '@/config/constants';

/**
 * Login and register (docs/product.md#validation-rules): ordered pure rules with docs/product.md's exact messages. The
 * screen toasts the first failure; a failing captcha rule also clears the entry and changes the image.
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
  ...authLimitMessages,
} as const;

export { referralMessages };

/** The register form's words beyond the rules. */
export const authTexts = {
  invitedBy: '邀请人：',
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
  | 'realnameInvisible'
  | 'realnameNoLetter'
  | 'payPassword'
  | 'payPasswordDigits'
  | 'pid'
  | 'captcha'
  | 'required'
  | 'account';

/** The form as checked: what was typed and the captcha answer currently shown. */
export type Shown<F> = F & { answer: string };

/** A rule of contract/rule.ts over a form and its shown captcha, named so the screen can act on it. */
export type Rule<F> = NamedRule<Shown<F>, RuleId>;

/** At least 4 characters mixing letters and digits, equal to the shown image case-insensitively. */
export function captchaMatches(entry: string, answer: string): boolean {
  return isLettersAndDigits(entry, CAPTCHA_LENGTH) && entry.toLowerCase() === answer.toLowerCase();
}

/** The shown image's rule: the entry is the captcha on screen, not just shaped like one. */
const captchaRule = <F extends { code: string }>(): Rule<F> => ({
  id: 'captcha',
  message: authMessages.captchaWrong,
  fails: (f) => !captchaMatches(f.code, f.answer),
});

export const registerRules: readonly Rule<RegisterForm>[] = [
  { id: 'terms', message: authMessages.terms, fails: (f) => !f.agreed },
  usernameRule,
  {
    id: 'usernameMax',
    message: authMessages.usernameMax,
    fails: (f) => readText(f.name).length > USERNAME_MAX,
  },
  ...registerSecretRules,
  { id: 'pid', message: authMessages.pid, fails: (f) => !isPlainCode(f.pid.trim(), PID_MAX) },
  captchaRule<RegisterForm>(),
];

export const loginRules: readonly Rule<LoginForm>[] = [
  loginRequiredRule,
  {
    id: 'account',
    message: authMessages.account,
    fails: (f) => !isPlainCode(readText(f.name), USERNAME_MAX),
  },
  captchaRequiredRule,
  captchaRule<LoginForm>(),
];

/** The first rule the form breaks with `answer` shown, or null when it passes them all. */
export function firstFailure<F>(rules: readonly Rule<F>[], form: F, answer: string): Rule<F> | null {
  return firstFailingRule(rules, { ...form, answer });
}

/** The register request body of docs/product.md#what-the-app-keeps-and-shows: pid only when filled. */
export function registerPayload(form: RegisterForm) {
  const pid = form.pid.trim();
  return {
    name: readText(form.name),
    password: form.password,
    confirmPass: form.confirmPass,
    realname: form.realname.trim(),
    paypassword: readDigits(form.paypassword),
    code: form.code,
    ...(pid ? { pid } : {}),
  };
}

export function loginPayload(form: LoginForm) {
  return { name: readText(form.name), password: form.password, code: form.code };
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

/** Login tab from the `type` query: '1' opens register (docs/product.md#screens-and-routes). */
export function modeFromQuery(search: string): 'login' | 'register' {
  return new URLSearchParams(search).get('type') === '1' ? 'register' : 'login';
}
