import type { Hono } from 'hono';
import { maskInviterName, referralMessages } from '../../../contract/auth-rules';
import { allCalls as calls } from '../../../contract/all-calls';
import { Code } from '../../../contract/envelope';
import { readDigits, readText } from '../../../contract/rule';
import { hashSecret, verifySecret } from '../crypto';
import { clientAddress } from '../http/attempt-limit';
import { fail } from '../http/business-error';
import { defineRoute, type Handler, type RouteDeps } from '../http/define-route';
import { findInviter } from '../repositories/agents';
import { createUser, findUserByName, issueToken, revokeToken } from '../repositories/users';
import { checkLogin, checkRegister } from '../validation';

export const AUTH_MESSAGES = {
  nameTaken: '用户名已存在',
  badCredentials: '账号或密码错误',
  registered: '注册成功',
  loggedIn: '登录成功',
  loggedOut: '退出成功',
} as const;

/** Verifies against this when the name is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

export function registerAuthRoutes(api: Hono, deps: RouteDeps) {
  const { db, attempts } = deps;

  // Every refused registration counts (a taken name tells whether an account exists).
  defineRoute(api, deps, calls.register, ({ input: sent, c }) => {
    // Read as the form reads it: a name's surrounding spaces and a full-width payment password are
    // what the member meant, not a different name or password.
    const input = { ...sent, name: readText(sent.name), paypassword: readDigits(sent.paypassword) };
    // Accounts made from one address are limited too (an account farm, and a hash each); a
    // refusal there is not a failed attempt.
    const address = clientAddress(c);
    return deps.quotas.guard('register', address, () =>
      attempts.guard({ scope: 'register', account: input.name, address }, async () => {
        const problem = checkRegister(input);
        if (problem) fail(problem);
        if (findUserByName(db, input.name)) fail(AUTH_MESSAGES.nameTaken);
        const [passwordHash, payPasswordHash] = await Promise.all([
          hashSecret(input.password),
          hashSecret(input.paypassword),
        ]);
        // A code no agent holds would file the member under nobody: refused, said in words.
        const pid = input.pid?.trim()
          ? (findInviter(db, input.pid)?.invite_code ?? fail(referralMessages.unknown))
          : null;
        // The insert is the real uniqueness check (two concurrent registrations of one name).
        const userId =
          createUser(db, {
            username: input.name,
            passwordHash,
            payPasswordHash,
            realname: input.realname.trim(),
            pid,
          }) ?? fail(AUTH_MESSAGES.nameTaken);
        return { data: { api_token: issueToken(db, userId) }, message: AUTH_MESSAGES.registered };
      }),
    );
  });

  defineRoute(api, deps, calls.inviter, ({ input }) => {
    const inviter = findInviter(db, input.pid) ?? fail(referralMessages.unknown, Code.noData);
    return { data: { pid: inviter.invite_code, name: maskInviterName(inviter.username) } };
  });

  const login: Handler<typeof calls.login> = async ({ input, c }) => {
    const problem = checkLogin(input);
    if (problem) fail(problem);
    const user = findUserByName(db, readText(input.name));
    dummyHash ??= hashSecret('not-a-password-0');
    const keys = { scope: 'login', account: readText(input.name), address: clientAddress(c) };
    // The dummy hash is verified for an unknown name too: both failures take the same time.
    const ok = await attempts.verify(keys, async () => {
      const matches = await verifySecret(input.password, user?.password_hash ?? (await dummyHash));
      return Boolean(user) && matches;
    });
    if (!user || !ok) fail(AUTH_MESSAGES.badCredentials, Code.fail);
    return { data: { api_token: issueToken(db, user!.id) }, message: AUTH_MESSAGES.loggedIn };
  };
  defineRoute(api, deps, calls.login, login);

  defineRoute(api, deps, calls.logoff, ({ token }) => {
    if (token) revokeToken(db, token);
    return { message: AUTH_MESSAGES.loggedOut };
  });
}
