/**
 * The account fields' limits, messages and checks (docs/product.md#validation-rules: login, register, password
 * change, real names) that both sides enforce — the client toasts the first failure, the server
 * refuses the request — defined once so the two can never disagree. The forms' ordered rule lists
 * built from them are in auth-rules.ts and member-rules.ts.
 */

export const USERNAME_MIN = 6;
export const REGISTER_PASSWORD_MIN = 8;
export const PAY_PASSWORD_LENGTH = 6;
/**
 * Upper bounds docs/product.md leaves open (it gives minimums): what the register and login calls accept.
 * The forms stop there (maxLength) and say so in Chinese rather than send a request the server refuses.
 */
export const USERNAME_MAX = 32;
export const PASSWORD_MAX = 64;
export const REALNAME_MAX = 64;
export const PID_MAX = 32;
/** Password change (docs/product.md#constants-and-limits): at least 6, new and confirm at most 16. */
export const CHANGE_PASSWORD_MIN = 6;
export const CHANGE_PASSWORD_MAX = 16;

/** Our own words for what a real name may not be (the product's format message covers the rest). */
export const realNameMessages = {
  invisible: '姓名不能包含换行、制表符或不可见字符',
  noLetter: '姓名须包含中文或英文字母',
} as const;

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

/**
 * A payment password is exactly six digits, wherever it is set or typed (register, its change, a
 * card's binding, a withdrawal), and what is said when it is not.
 */
export const isPayPasswordDigits = (value: string): boolean =>
  new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`).test(value);
export const payPasswordDigitsMessage = '支付密码需是6位数字！';

/** Letters and digits only, at least `min` long, with at least one of each. */
export function isLettersAndDigits(value: string, min: number): boolean {
  return value.length >= min && /^[A-Za-z0-9]+$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}

/**
 * Characters no name holds, though they pass for blank or invisible: control characters (line
 * breaks, tabs), line and paragraph separators, and format characters (zero-width spaces and
 * joiners, bidi overrides and isolates, the byte-order mark, soft hyphens). Back-office screens
 * and exports would draw them, reorder text around them or split rows on them.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const NAME_LETTER = /[\u4e00-\u9fa5A-Za-z]/;

const hasInvisibleCharacters = (value: string): boolean => INVISIBLE.test(value);

/** Chinese or English letters, dots (incl. the middle dot of transliterated names), ampersands, spaces. */
const NAME_CHARACTERS = /^[\u4e00-\u9fa5A-Za-z.·•& \u3000]+$/;

/** A real name: only a name's characters, at least one letter among them, nothing invisible. */
const isRealName = (value: string): boolean =>
  !hasInvisibleCharacters(value) && NAME_CHARACTERS.test(value) && NAME_LETTER.test(value);

/**
 * A real name's rules in order (register, 开设下级, a bank card's holder). What is invisible is told
 * in its own words first (the product's format message would not say what is wrong with a name
 * that looks right); then the product's format message; then a name of dots and spaces alone.
 */
export const realNameRules = <F>(name: (input: F) => string) =>
  [
    {
      id: 'realnameInvisible',
      message: realNameMessages.invisible,
      fails: (f: F) => hasInvisibleCharacters(name(f)),
    },
    {
      id: 'realname',
      message: authRuleMessages.realname,
      fails: (f: F) => name(f).trim() === '' || !NAME_CHARACTERS.test(name(f)),
    },
    { id: 'realnameNoLetter', message: realNameMessages.noLetter, fails: (f: F) => !isRealName(name(f)) },
  ] as const;
