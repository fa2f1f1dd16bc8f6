/**
 * docs/product.md#validation-rules rules the server enforces too, in docs/product.md's order and with its exact messages.
 * Each checker returns the first failing message, or null when the input passes.
 */
import { loginRequestRules, registerRequestRules, type RegisterFields } from '../../contract/auth-rules';
import {
  agentRules,
  passwordRules,
  payPasswordRules,
  profileRules,
  type AgentApplicationInput,
  type PasswordChangeInput,
  type ProfileInput,
} from '../../contract/member-rules';
import { firstFailure } from '../../contract/rule';

export interface RegisterInput extends RegisterFields {
  code: string;
}

export function checkRegister(input: RegisterInput): string | null {
  return firstFailure(registerRequestRules, input);
}

export function checkLogin(input: { name: string; password: string; code: string }): string | null {
  return firstFailure(loginRequestRules, input);
}

/** Profile save: mobile, email, birthday (docs/product.md#validation-rules order). */
export function checkProfile(input: ProfileInput): string | null {
  return firstFailure(profileRules, input);
}

/**
 * Body of both password changes: password = old, paypassword = new, newpasword = confirm. The
 * confirmation is checked only when sent: the family's clients confirm on their side and omit it.
 */
export function checkPasswordChange(
  input: Omit<PasswordChangeInput, 'newpasword'> & { newpasword?: string | undefined },
): string | null {
  return firstFailure(passwordRules, { ...input, newpasword: input.newpasword ?? input.paypassword });
}

/** Payment-password change: the password change's rules, then exactly six digits. */
export function checkPayPasswordChange(
  input: Omit<PasswordChangeInput, 'newpasword'> & { newpasword?: string | undefined },
): string | null {
  return firstFailure(payPasswordRules, { ...input, newpasword: input.newpasword ?? input.paypassword });
}

export function checkAgentApplication(input: AgentApplicationInput): string | null {
  return firstFailure(agentRules, input);
}
