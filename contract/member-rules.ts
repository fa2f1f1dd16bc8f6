/**
 * docs/product.md#validation-rules rules of the member screens — profile save, password change, agent application, a bank
 * card's owner — in docs/product.md's order with its exact messages. The client toasts the first failure,
 * the server refuses the request with the same message: one definition, so the two can never
 * disagree.
 */
import { readMobile, readText, type NamedRule } from './rule';
import {
  authRuleMessages,
  CHANGE_PASSWORD_MAX,
  CHANGE_PASSWORD_MIN,
  realNameRules,
  PAY_PASSWORD_LENGTH,
  isPayPasswordDigits,
  payPasswordDigitsMessage,
} from './account-limits';

export { CHANGE_PASSWORD_MAX, CHANGE_PASSWORD_MIN, PAY_PASSWORD_LENGTH };

export const memberRuleMessages = {
  mobile: '请输入正确手机号',
  email: '请输入正确邮箱号',
  birthday: '请输入正确的日期格式：YYYY-MM-DD',
  oldRequired: '请输入旧密码',
  newRequired: '请输入新密码',
  confirmRequired: '请输入确认密码',
  oldLength: '请输入正确的旧密码长度',
  newLength: '请输入正确的新密码长度',
  confirm: authRuleMessages.confirm,
  sameAsOld: '新旧密码不能一致！',
  payPassword: authRuleMessages.payPassword,
  applyInfo: '请输入申请理由',
} as const;

/** The success words of both password changes (docs/product.md#errors-and-fixed-texts), answered and toasted alike. */
export const passwordChangedMessage = '密码修改成功！';

/** Profile mobile: optional 0/86/17951, then 13/14/15/17/18 and 9 more digits (an 11-digit number). */
const PROFILE_MOBILE = /^(0|86|17951)?1[34578]\d{9}$/;
/** Agent mobile: optional 0/86/17951, then 13x, 15x except 154, 17[678], 18x, 14[57], then 8 digits. */
const AGENT_MOBILE = /^(0|86|17951)?(13\d|15[0-35-9]|17[678]|18\d|14[57])\d{8}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const isProfileMobile = (value: string): boolean => PROFILE_MOBILE.test(value);
export const isAgentMobile = (value: string): boolean => AGENT_MOBILE.test(value);
export const isEmail = (value: string): boolean => EMAIL.test(value);

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A rule of contract/rule.ts with a fixed message and a name the screens can act on (clear a form). */
export type MemberRule<F> = NamedRule<F>;

export interface ProfileInput {
  mobile: string;
  email: string;
  birthday: string;
}

/** A profile as the rules read it and as it is sent and stored: a mobile's +86 gone, spaces trimmed. */
export const readProfile = (f: ProfileInput): ProfileInput => ({
  mobile: readMobile(f.mobile),
  email: readText(f.email),
  birthday: readText(f.birthday),
});

/** A rule for an optional field, read as its kind of field: an empty one is not an invalid one. */
const ifFilled = (read: string, valid: (v: string) => boolean) => read !== '' && !valid(read);

/**
 * Profile save (docs/product.md#validation-rules, in docs/product.md's order: mobile, email, birthday). Each field is
 * optional: the rules apply to what is filled (a member adding only an email is not told to fix the mobile).
 */
export const profileRules: readonly MemberRule<ProfileInput>[] = [
  {
    id: 'mobile',
    message: memberRuleMessages.mobile,
    fails: (f) => ifFilled(readMobile(f.mobile), isProfileMobile),
  },
  { id: 'email', message: memberRuleMessages.email, fails: (f) => ifFilled(readText(f.email), isEmail) },
  {
    id: 'birthday',
    message: memberRuleMessages.birthday,
    fails: (f) => ifFilled(readText(f.birthday), isIsoDate),
  },
];

/** Body of both password changes: password = old, paypassword = new, newpasword = confirm (docs/product.md#what-the-app-keeps-and-shows). */
export interface PasswordChangeInput {
  password: string;
  paypassword: string;
  newpasword: string;
}

/** Password change (docs/product.md#validation-rules, rules 1–7 in order). Rule 7 also clears the form (the screen's job). */
export const passwordRules: readonly MemberRule<PasswordChangeInput>[] = [
  { id: 'oldRequired', message: memberRuleMessages.oldRequired, fails: (f) => f.password === '' },
  { id: 'newRequired', message: memberRuleMessages.newRequired, fails: (f) => f.paypassword === '' },
  { id: 'confirmRequired', message: memberRuleMessages.confirmRequired, fails: (f) => f.newpasword === '' },
  {
    id: 'oldLength',
    message: memberRuleMessages.oldLength,
    fails: (f) => f.password.length < CHANGE_PASSWORD_MIN,
  },
  {
    id: 'newLength',
    message: memberRuleMessages.newLength,
    // The inputs stop at 16 (docs/product.md#constants-and-limits); the server also refuses a longer one sent around them.
    fails: (f) => f.paypassword.length < CHANGE_PASSWORD_MIN || f.paypassword.length > CHANGE_PASSWORD_MAX,
  },
  { id: 'confirm', message: memberRuleMessages.confirm, fails: (f) => f.newpasword !== f.paypassword },
  { id: 'sameAsOld', message: memberRuleMessages.sameAsOld, fails: (f) => f.paypassword === f.password },
];

/**
 * Payment-password change: the same seven rules, and the new one is exactly 6 characters (docs/product.md#validation-rules
 * register rule 6, #constants-and-limits "payment password at register: exactly 6"), told with docs/product.md's words right
 * after rule 5, and digits only (the fields say 6位数字 and a phone's keypad shows digits).
 */
export const payPasswordRules: readonly MemberRule<PasswordChangeInput>[] = passwordRules.flatMap((rule) =>
  rule.id === 'newLength'
    ? [
        rule,
        {
          id: 'payPassword',
          message: memberRuleMessages.payPassword,
          fails: (f: PasswordChangeInput) => f.paypassword.length !== PAY_PASSWORD_LENGTH,
        },
        {
          id: 'payPasswordDigits',
          message: payPasswordDigitsMessage,
          fails: (f: PasswordChangeInput) => !isPayPasswordDigits(f.paypassword),
        },
      ]
    : [rule],
);

export interface AgentApplicationInput {
  mobile: string;
  apply_info: string;
}

/** What the server answers an application with, and what /applyagent shows while one is pending. */
export const agentApplicationMessages = {
  submitted: '申请已提交，请等待审核',
  pending: '您的代理申请正在审核中，请耐心等待',
  already: '您已经是代理，无需重复申请',
} as const;

/** Agent application (docs/product.md#validation-rules): contact number, then reason. */
export const agentRules: readonly MemberRule<AgentApplicationInput>[] = [
  { id: 'mobile', message: memberRuleMessages.mobile, fails: (f) => !isAgentMobile(readMobile(f.mobile)) },
  { id: 'applyInfo', message: memberRuleMessages.applyInfo, fails: (f) => f.apply_info.trim() === '' },
];

/**
 * The owner of a bank card is a person: held to the registration's real-name rules (docs/product.md#validation-rules rule 5,
 * its message, and what is invisible or has no letter in their own words), after the bind form's own
 * "required" check. Anything else (markup, digits, punctuation) is refused where it is entered instead
 * of being stored for every screen and back-office tool that shows it.
 */
export const cardOwnerRules: readonly MemberRule<{ bank_owner: string }>[] = realNameRules<{
  bank_owner: string;
}>((f) => f.bank_owner);
