/**
 * docs/product.md §5 login and register rules that both sides enforce — the client toasts the first failure,
 * the server refuses the request — defined once so the two can never disagree.
 */

export const USERNAME_MIN = 6;
export const REGISTER_PASSWORD_MIN = 8;
export const PAY_PASSWORD_LENGTH = 6;
/**
 * Upper bounds the spec leaves open (it gives minimums): what the register and login calls accept.
 * The forms stop there (maxLength) and say so in Chinese rather than send a request the server refuses.
 */
export const USERNAME_MAX = 32;
export const PASSWORD_MAX = 64;
export const REALNAME_MAX = 64;
export const PID_MAX = 32;
/** Password change (docs/product.md §9): at least 6, new and confirm at most 16. */
export const CHANGE_PASSWORD_MIN = 6;
export const CHANGE_PASSWORD_MAX = 16;

export const authRuleMessages = {
  username: '用户名长度不得低于6位，以字母和数字组合！',
  password: '密码长度最少8位！以字母和数字组合！',
  confirm: '两次密码不一致！',
  realname: '姓名格式不正确，可以是中，英文名称！',
  payPassword: '支付密码长度需是6位！',
  captcha: '验证码错误！',
  loginRequired: '请输入您的账号和密码！',
  captchaRequired: '请输入验证码！',
} as const;

/** Letters and digits only, at least `min` long, with at least one of each. */
export function isLettersAndDigits(value: string, min: number): boolean {
  return value.length >= min && /^[A-Za-z0-9]+$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}

/** Chinese or English letters, dots (incl. the middle dot of transliterated names), ampersand, spaces. */
export function isRealName(value: string): boolean {
  return value.trim().length > 0 && /^[\u4e00-\u9fa5A-Za-z.·•&\s]+$/.test(value);
}
