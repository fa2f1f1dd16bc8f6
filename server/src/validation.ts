/**
 * Spec §5 rules the server enforces too, in the spec's order and with its exact messages.
 * Each checker returns the first failing message, or null when the input passes.
 */
import {
  authRuleMessages,
  isLettersAndDigits,
  isRealName,
  PAY_PASSWORD_LENGTH,
  REGISTER_PASSWORD_MIN,
  USERNAME_MIN,
} from '../../contract/rules';

export const RULE_MESSAGES = {
  ...authRuleMessages,
  mobile: '请输入正确手机号',
  email: '请输入正确邮箱号',
  birthday: '请输入正确的日期格式：YYYY-MM-DD',
  oldRequired: '请输入旧密码',
  newRequired: '请输入新密码',
  confirmRequired: '请输入确认密码',
  oldLength: '请输入正确的旧密码长度',
  newLength: '请输入正确的新密码长度',
  sameAsOld: '新旧密码不能一致！',
  applyInfo: '请输入申请理由',
} as const;

const CAPTCHA = /^[A-Za-z\d]{4}$/;
/** Profile mobile: optional 0/86/17951, then 13/14/15/17/18 and the remaining 9 digits (11-digit number). */
const PROFILE_MOBILE = /^(0|86|17951)?1[34578]\d{9}$/;
/** Agent mobile: 13x, 15x except 154, 17[678], 18x, 14[57], then 8 digits. */
const AGENT_MOBILE = /^(0|86|17951)?(13\d|15[012356789]|17[678]|18\d|14[57])\d{8}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export interface RegisterInput {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  code: string;
}

export function checkRegister(input: RegisterInput): string | null {
  if (!isLettersAndDigits(input.name, USERNAME_MIN)) return RULE_MESSAGES.username;
  if (!isLettersAndDigits(input.password, REGISTER_PASSWORD_MIN)) return RULE_MESSAGES.password;
  if (input.confirmPass !== input.password) return RULE_MESSAGES.confirm;
  if (!isRealName(input.realname)) return RULE_MESSAGES.realname;
  if (input.paypassword.length !== PAY_PASSWORD_LENGTH) return RULE_MESSAGES.payPassword;
  if (!CAPTCHA.test(input.code)) return RULE_MESSAGES.captcha;
  return null;
}

export function checkLogin(input: { name: string; password: string; code: string }): string | null {
  if (input.name.trim() === '' || input.password === '') return RULE_MESSAGES.loginRequired;
  if (input.code.trim() === '') return RULE_MESSAGES.captchaRequired;
  if (!CAPTCHA.test(input.code)) return RULE_MESSAGES.captcha;
  return null;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function checkProfile(input: { email: string; mobile: string; birthday: string }): string | null {
  if (!PROFILE_MOBILE.test(input.mobile)) return RULE_MESSAGES.mobile;
  if (!EMAIL.test(input.email)) return RULE_MESSAGES.email;
  if (!isIsoDate(input.birthday)) return RULE_MESSAGES.birthday;
  return null;
}

/**
 * Body of both password changes: password = old, paypassword = new, newpasword = confirm. The
 * confirmation is checked only when sent: the family's clients confirm on their side and omit it.
 */
export function checkPasswordChange(input: {
  password: string;
  paypassword: string;
  newpasword?: string | undefined;
}): string | null {
  const { password: old, paypassword: next, newpasword: confirm } = input;
  if (old === '') return RULE_MESSAGES.oldRequired;
  if (next === '') return RULE_MESSAGES.newRequired;
  if (confirm === '') return RULE_MESSAGES.confirmRequired;
  if (old.length < 6) return RULE_MESSAGES.oldLength;
  if (next.length < 6 || next.length > 16) return RULE_MESSAGES.newLength;
  if (confirm !== undefined && confirm !== next) return RULE_MESSAGES.confirm;
  if (next === old) return RULE_MESSAGES.sameAsOld;
  return null;
}

export function checkAgentApplication(input: { mobile: string; apply_info: string }): string | null {
  if (!AGENT_MOBILE.test(input.mobile)) return RULE_MESSAGES.mobile;
  if (input.apply_info.trim() === '') return RULE_MESSAGES.applyInfo;
  return null;
}
