import { z } from 'zod/mini';
import { PASSWORD_MAX, PID_MAX, REALNAME_MAX, USERNAME_MAX } from './account-limits';
import { defineCall } from './define';
import { text } from './envelope';

export const authAnswerSchema = z.object({ api_token: z.string().check(z.minLength(1)) });

/** Signing in and registering (the login screen and its register tab), with the referral code's inviter. */
export const authCalls = {
  register: defineCall({
    method: 'POST',
    path: 'register',
    member: false,
    request: () =>
      z.object({
        name: text(USERNAME_MAX),
        password: text(PASSWORD_MAX),
        confirmPass: text(PASSWORD_MAX),
        realname: text(REALNAME_MAX),
        paypassword: text(64),
        code: text(16),
        pid: z.optional(text(PID_MAX)),
      }),
    data: () => authAnswerSchema,
  }),
  login: defineCall({
    method: 'POST',
    path: 'login',
    member: false,
    request: () => z.object({ name: text(64), password: text(64), code: text(16) }),
    data: () => authAnswerSchema,
  }),
  /** Whose invitation a referral code is (the agent's name, masked); code 202 when no agent has it. */
  inviter: defineCall({
    method: 'POST',
    path: 'h5/inviter',
    member: false,
    request: () => z.object({ pid: text(PID_MAX) }),
    data: () => z.object({ pid: z.string(), name: z.string() }),
  }),
} as const;
