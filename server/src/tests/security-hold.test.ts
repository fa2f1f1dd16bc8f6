import { describe, expect, it } from 'vitest';
import { runOperator } from '../cli';
import { readConfig } from '../config';
import { beijingNow } from '../repositories/periods';
import { bindTestCard, fundedMember, freshAppPerTest, PAY_PASSWORD, registerBody } from '../testing/helper';

const t = freshAppPerTest();

const HOUR = 3600_000;

/** A member with 500 yuan that owes no turnover and a bound card. */
async function readyMember() {
  const body = registerBody();
  const member = await fundedMember(t, 500, body);
  const cardId = await bindTestCard(t, member.token);
  return { ...member, ...body, cardId };
}

const withdraw = (token: string, cardId: number, password: string) =>
  t.post('withdraw', { amount: 100, bank: cardId, password }, token);

/** The Beijing time "YYYY-MM-DD HH:MM" the hold ends, give or take the seconds of the test. */
const aroundHoldEnd = (hours: number, before: number) => [
  beijingNow(before + hours * HOUR).slice(0, 16),
  beijingNow(Date.now() + hours * HOUR).slice(0, 16),
];

describe('withdrawals are held after a password change (SECURITY_HOLD_HOURS)', () => {
  it('after a payment-password change: refused with the time they open again, which getBetAmount tells before', async () => {
    const m = await readyMember();
    expect((await t.post('getBetAmount', {}, m.token)).data.withdraw_hold_until).toBeNull();
    const before = Date.now();
    const change = { password: PAY_PASSWORD, paypassword: '135790', newpasword: '135790' };
    expect((await t.post('editPayPassword', change, m.token)).code).toBe(200);

    const until = (await t.post('getBetAmount', {}, m.token)).data.withdraw_hold_until as string;
    expect(aroundHoldEnd(24, before)).toContain(until.slice(0, 16));
    const refused = await withdraw(m.token, m.cardId, '135790');
    expect(refused.code).toBe(1);
    expect(refused.message).toBe(
      `为保障资金安全，修改密码后暂停提款，${until.slice(0, 16)}（北京时间）后可再次申请取款`,
    );
    expect((await t.post('balance', {}, m.token)).data.balance).toBe('500.00');
  });

  it('after a login-password change too; and the hold ends when its hours have passed', async () => {
    t.reopen({ securityHoldMs: 2 * HOUR });
    const m = await readyMember();
    const change = { password: m.password, paypassword: 'fresh5678', newpasword: 'fresh5678' };
    expect((await t.post('editPassword', change, m.token)).code).toBe(200);
    const token = await t.login(m.name, 'fresh5678');
    expect((await withdraw(token, m.cardId, PAY_PASSWORD)).message).toContain('修改密码后暂停提款');
    // Three hours later (the change moved back in time): open again.
    t.db
      .prepare('UPDATE users SET secret_changed_ms = secret_changed_ms - ? WHERE username = ?')
      .run(3 * HOUR, m.name);
    expect((await t.post('getBetAmount', {}, token)).data.withdraw_hold_until).toBeNull();
    expect(await withdraw(token, m.cardId, PAY_PASSWORD)).toMatchObject({ code: 200 });
  });

  it('0 turns it off; a first payment password (none was set) starts no hold', async () => {
    t.reopen({ securityHoldMs: 0 });
    const m = await readyMember();
    const change = { password: PAY_PASSWORD, paypassword: '135790', newpasword: '135790' };
    expect((await t.post('editPayPassword', change, m.token)).code).toBe(200);
    expect(await withdraw(m.token, m.cardId, '135790')).toMatchObject({ code: 200 });
    t.reopen();
    const first = await readyMember();
    t.db.prepare('UPDATE users SET pay_password_hash = NULL WHERE username = ?').run(first.name);
    const set = { password: first.password, paypassword: '135790', newpasword: '135790' };
    expect((await t.post('editPayPassword', set, first.token)).code).toBe(200);
    expect(await withdraw(first.token, first.cardId, '135790')).toMatchObject({ code: 200 });
  });

  it('an operator reset starts the hold too', async () => {
    const m = await readyMember();
    expect(runOperator(t.db, ['reset-paypassword', m.name], { out: () => {}, err: () => {} })).toBe(0);
    const set = { password: m.password, paypassword: '135790', newpasword: '135790' };
    expect((await t.post('editPayPassword', set, m.token)).code).toBe(200);
    expect((await withdraw(m.token, m.cardId, '135790')).message).toContain('修改密码后暂停提款');
  });

  it('SECURITY_HOLD_HOURS: default 24, 0 allowed, a negative or a word stops the start', () => {
    expect(readConfig({}).securityHoldMs).toBe(24 * HOUR);
    expect(readConfig({ SECURITY_HOLD_HOURS: '0' }).securityHoldMs).toBe(0);
    expect(readConfig({ SECURITY_HOLD_HOURS: '1.5' }).securityHoldMs).toBe(1.5 * HOUR);
    expect(() => readConfig({ SECURITY_HOLD_HOURS: '-1' })).toThrow(/SECURITY_HOLD_HOURS/);
    expect(() => readConfig({ SECURITY_HOLD_HOURS: 'day' })).toThrow(/SECURITY_HOLD_HOURS/);
  });
});
