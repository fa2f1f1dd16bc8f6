import { describe, expect, it } from 'vitest';
import type { AttemptLimitOptions } from '../http/attempt-limit';
import { makeAgent } from '../repositories/agents';
import { findUserByName } from '../repositories/users';
import { fundedMember, freshAppPerTest, registerBody } from '../testing/helper';

/**
 * 开设下级 is a registration: a taken name tells whether an account exists, so every refusal counts
 * in the register limits, and an address locked out of registering opens no account here either.
 */
const t = freshAppPerTest();

const clock = 1_000_000;
const limits: AttemptLimitOptions = {
  accountMax: 3,
  accountWideMax: 10,
  addressMax: 8,
  lockMs: 10 * 60_000,
  now: () => clock,
};
const LOCKED = /^尝试次数过多，请\d+(分钟|秒)后再试$/;

async function agent() {
  const member = await fundedMember(t);
  makeAgent(t.db, member.userId);
  return member.token;
}
const addMember = (token: string, username: string) =>
  t.post('agent/add-member', { username, password: 'abc12345', realname: '王五' }, token);

describe('agent/add-member counts in the registration limits', () => {
  it('probing taken names is locked after the threshold, like register', async () => {
    t.reopen({ attemptLimits: limits });
    const token = await agent();
    for (let i = 0; i < 3; i++)
      expect(await addMember(token, 'demo888')).toMatchObject({ code: 1, message: '用户名已存在' });
    const locked = await addMember(token, 'demo888');
    expect(locked.code).toBe(429);
    expect(locked.message).toMatch(LOCKED);
  });

  it('an address locked out of register cannot open accounts through add-member', async () => {
    t.reopen({ attemptLimits: limits });
    const token = await agent();
    // Eight refused registrations of different names lock the address.
    for (let i = 0; i < 8; i++)
      expect((await t.post('register', registerBody({ name: `taken${i}x`, realname: '1' }))).code).toBe(1);
    const fresh = registerBody().name;
    expect((await addMember(token, fresh)).code).toBe(429);
    expect(findUserByName(t.db, fresh)).toBeUndefined();
  });

  it('refusals through add-member lock register for that address too', async () => {
    t.reopen({ attemptLimits: limits });
    const token = await agent();
    for (let i = 0; i < 8; i++) expect((await addMember(token, `ab${i}`)).code).toBe(422);
    expect((await t.post('register', registerBody())).code).toBe(429);
  });
});
