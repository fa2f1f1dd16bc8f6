import type { UserInfo } from '@contract/entities';
import { firstFailingRule, firstFailure } from '@contract/rule';
import {
  passwordChangedMessage,
  passwordRules,
  payPasswordRules,
  profileRules,
  readProfile,
  type PasswordChangeInput,
  type ProfileInput,
} from '@contract/member-rules';
import { paths } from '@/config/paths';

export { passwordRules, payPasswordRules, profileRules, readProfile };
export type { PasswordChangeInput, ProfileInput };

export const profileTexts = {
  settingTitle: '用户中心',
  userInfoTitle: '个人资料',
  username: '用户名',
  realname: '真实姓名',
  birthday: '出生日期',
  email: '电子邮箱',
  mobile: '手机号码',
  birthdayPlaceholder: '请选择出生日期',
  emailPlaceholder: '请输入电子邮箱',
  mobilePlaceholder: '请输入手机号码',
  save: '保存',
  saved: '保存成功',
  logout: '退出登录',
  close: '关闭',
  loginPasswordTitle: '修改登录密码',
  payPasswordTitle: '修改支付密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  confirmPassword: '确认密码',
  oldPlaceholder: '请输入旧密码',
  /** editPayPassword proves the member by the current payment password only (docs/security.md). */
  oldPayPlaceholder: '请输入旧支付密码',
  newPlaceholder: '请输入6-16位新密码',
  newPayPlaceholder: '请输入6位数字',
  confirmPlaceholder: '请再次输入新密码',
  submit: '确认修改',
  /** docs/product.md#errors-and-fixed-texts success toast of a password change. */
  passwordChanged: passwordChangedMessage,
} as const;

/** The first broken profile rule's message (docs/product.md#validation-rules order: mobile, email, birthday), or null. */
export function profileProblem(input: ProfileInput): string | null {
  return firstFailure(profileRules, input);
}

/** `/password?type=1` login password, `?type=2` payment password; anything else is not a form. */
export const LOGIN_PASSWORD = 1;
export const PAY_PASSWORD = 2;
export type PasswordKind = typeof LOGIN_PASSWORD | typeof PAY_PASSWORD;

/**
 * The first broken password rule (docs/product.md#validation-rules, 1–7; a payment password is also exactly 6), or null;
 * the screen clears the form on 'sameAsOld'.
 */
export function passwordProblem(input: PasswordChangeInput, kind: PasswordKind = LOGIN_PASSWORD) {
  return firstFailingRule(kind === PAY_PASSWORD ? payPasswordRules : passwordRules, input);
}

export function passwordKindOf(search: string): PasswordKind | null {
  const type = new URLSearchParams(search).get('type');
  return type === String(LOGIN_PASSWORD)
    ? LOGIN_PASSWORD
    : type === String(PAY_PASSWORD)
      ? PAY_PASSWORD
      : null;
}

/**
 * The profile rows of the user centre. `editable` rows (birthday, e-mail, mobile) open /userInfo,
 * where they are edited; username and real name cannot be changed, so their rows lead nowhere.
 */
export function userCentreFields(
  user: Pick<UserInfo, 'username' | 'realname' | 'birthday' | 'email' | 'mobile'> | null | undefined,
) {
  return [
    { key: 'username', label: profileTexts.username, value: user?.username ?? '', editable: false },
    { key: 'realname', label: profileTexts.realname, value: user?.realname ?? '', editable: false },
    { key: 'birthday', label: profileTexts.birthday, value: user?.birthday ?? '', editable: true },
    { key: 'email', label: profileTexts.email, value: user?.email ?? '', editable: true },
    { key: 'mobile', label: profileTexts.mobile, value: user?.mobile ?? '', editable: true },
  ] as const;
}

export interface CentreEntry {
  key: string;
  label: string;
  to: string;
}

/** The user centre's entries in docs/product.md's order (docs/product.md#screens-and-routes User centre). */
export const userCentreEntries: readonly CentreEntry[] = [
  { key: 'loginPassword', label: '修改登录密码', to: `${paths.password}?type=1` },
  { key: 'payPassword', label: '修改支付密码', to: `${paths.password}?type=2` },
  { key: 'cards', label: '银行卡管理', to: `${paths.wallet}?type=1` },
  { key: 'usdt', label: 'USDT钱包管理', to: `${paths.wallet}?type=2` },
  { key: 'help', label: '帮助中心', to: paths.boutBallBet },
];

/** Birthday shown and sent as YYYY-MM-DD (local date of the picker). */
export function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A stored YYYY-MM-DD birthday as a local Date for the picker, or null when it is not one. */
export function parseDate(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Members are adults: the latest birthday the picker offers is this day 18 years ago. */
export const ADULT_AGE = 18;

export function latestBirthday(today: Date): Date {
  const latest = new Date(today.getFullYear() - ADULT_AGE, today.getMonth(), today.getDate());
  // 29 February 18 years on from a leap year is 1 March there: step back to 28 February.
  if (latest.getMonth() !== today.getMonth()) latest.setDate(0);
  return latest;
}

const dateUnits: Partial<Record<string, string>> = { year: '年', month: '月', day: '日' };

/** The birthday picker's columns read 1990年 / 1月 / 1日 (antd-mobile DatePicker `renderLabel`). */
export function birthdayLabel(type: string, value: number): string {
  return `${value}${dateUnits[type] ?? ''}`;
}
