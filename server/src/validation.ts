/**
 * docs/product.md §5 rules the server enforces too, in the spec's order and with its exact messages.
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
import {
  agentRules,
  firstBroken,
  memberRuleMessages,
  passwordRules,
  payPasswordRules,
  profileRules,
  type AgentApplicationInput,
  type PasswordChangeInput,
  type ProfileInput,
} from '../../contract/member-rules';
import { isPayPasswordDigits, moneyRuleMessages } from '../../contract/money-rules';

export const RULE_MESSAGES = {
  ...authRuleMessages,
  ...memberRuleMessages,
} as const;

const CAPTCHA = /^[A-Za-z\d]{4}$/;

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
  if (!isPayPasswordDigits(input.paypassword)) return moneyRuleMessages.payPasswordDigits;
  if (!CAPTCHA.test(input.code)) return RULE_MESSAGES.captcha;
  return null;
}

export function checkLogin(input: { name: string; password: string; code: string }): string | null {
  if (input.name.trim() === '' || input.password === '') return RULE_MESSAGES.loginRequired;
  if (input.code.trim() === '') return RULE_MESSAGES.captchaRequired;
  if (!CAPTCHA.test(input.code)) return RULE_MESSAGES.captcha;
  return null;
}

/** Profile save: mobile, email, birthday (docs/product.md §5 order). */
export function checkProfile(input: ProfileInput): string | null {
  return firstBroken(profileRules, input)?.message ?? null;
}

/**
 * Body of both password changes: password = old, paypassword = new, newpasword = confirm. The
 * confirmation is checked only when sent: the family's clients confirm on their side and omit it.
 */
export function checkPasswordChange(
  input: Omit<PasswordChangeInput, 'newpasword'> & { newpasword?: string | undefined },
): string | null {
  return firstBroken(passwordRules, { ...input, newpasword: input.newpasword ?? input.paypassword })?.message ?? null;
}

/** Payment-password change: the password change's rules, then exactly six digits. */
export function checkPayPasswordChange(
  input: Omit<PasswordChangeInput, 'newpasword'> & { newpasword?: string | undefined },
): string | null {
  return firstBroken(payPasswordRules, { ...input, newpasword: input.newpasword ?? input.paypassword })?.message ?? null;
}

export function checkAgentApplication(input: AgentApplicationInput): string | null {
  return firstBroken(agentRules, input)?.message ?? null;
}
