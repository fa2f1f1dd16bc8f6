import { describe, expect, it } from 'vitest';
import { runOperator } from '../cli';
import { findUserByName } from '../repositories/users';
import { trc20Address } from '../testing/usdt-addresses';
import { freshAppPerTest, PAY_PASSWORD, registerBody } from '../testing/helper';

const t = freshAppPerTest();

const BEIJING_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）/;

/** The member's own mails (not those to everyone), newest first. */
const ownMails = (username: string) =>
  t.db
    .prepare(
      'SELECT title, content FROM messages WHERE user_id = (SELECT id FROM users WHERE username = ?) ORDER BY id DESC',
    )
    .all(username) as { title: string; content: string }[];

async function member() {
  const body = registerBody();
  const token = await t.registerMember(body);
  return { ...body, token };
}

describe('every security change mails the member what changed and when (Beijing time)', () => {
  it('payment password, card and USDT address bound and removed, login password', async () => {
    const m = await member();
    const change = { password: PAY_PASSWORD, paypassword: '135790', newpasword: '135790' };
    expect((await t.post('editPayPassword', change, m.token)).code).toBe(200);
    expect(ownMails(m.name)[0]).toMatchObject({ title: '支付密码修改通知' });
    expect(ownMails(m.name)[0]!.content).toMatch(BEIJING_TIME);
    expect(ownMails(m.name)[0]!.content).toContain('修改了支付密码');

    const card = {
      bank: '中国银行',
      bank_no: '6222000011113333',
      bank_owner: m.realname,
      bank_address: '北京',
      pay_pass: '135790',
    };
    expect((await t.post('bindcard', card, m.token)).code).toBe(200);
    expect(ownMails(m.name)[0]).toMatchObject({ title: '银行卡绑定通知' });
    expect(ownMails(m.name)[0]!.content).toContain('绑定了银行卡（尾号3333）');
    const cardId = (await t.post('getcard', { type: 1 }, m.token)).data[0].id as number;
    expect((await t.post('delcard', { id: cardId }, m.token)).code).toBe(200);
    expect(ownMails(m.name)[0]!.content).toContain('解绑了银行卡（尾号3333）');

    const address = trc20Address(7);
    const usdt = { bank: 'USDT', bank_no: address, bank_owner: 'TRC20', pay_pass: '135790' };
    expect((await t.post('bindcard', usdt, m.token)).code).toBe(200);
    expect(ownMails(m.name)[0]).toMatchObject({ title: 'USDT地址绑定通知' });
    expect(ownMails(m.name)[0]!.content).toContain(`（尾号${address.slice(-4)}）`);
    const usdtId = (await t.post('getcard', { type: 2 }, m.token)).data[0].id as number;
    expect((await t.post('delcard', { id: usdtId }, m.token)).code).toBe(200);
    expect(ownMails(m.name)[0]).toMatchObject({ title: 'USDT地址解绑通知' });

    // A refused change mails nothing.
    const before = ownMails(m.name).length;
    expect((await t.post('delcard', { id: usdtId }, m.token)).code).not.toBe(200);
    expect(ownMails(m.name)).toHaveLength(before);

    const login = { password: m.password, paypassword: 'fresh5678', newpasword: 'fresh5678' };
    expect((await t.post('editPassword', login, m.token)).code).toBe(200);
    expect(ownMails(m.name)[0]).toMatchObject({ title: '登录密码修改通知' });
    expect(ownMails(m.name)[0]!.content).toMatch(BEIJING_TIME);
  });
});

describe('operator reset-paypassword', () => {
  it('clears a forgotten payment password, mails the member, and the login password then sets a new one', async () => {
    const m = await member();
    const out: string[] = [];
    const err: string[] = [];
    const run = (...argv: string[]) =>
      runOperator(t.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });

    expect(run('reset-paypassword')).toBe(2);
    expect(run('reset-paypassword', 'nobody_here')).toBe(1);
    expect(run('reset-paypassword', m.name)).toBe(0);
    expect(findUserByName(t.db, m.name)!.pay_password_hash).toBeNull();
    expect(ownMails(m.name)[0]).toMatchObject({ title: '支付密码重置通知' });
    expect(ownMails(m.name)[0]!.content).toMatch(BEIJING_TIME);
    expect(run('help')).toBe(0);
    expect(out.join('\n')).toContain('reset-paypassword <username>');

    // The old payment password no longer proves anything; the login password sets the first new one.
    const old = { password: PAY_PASSWORD, paypassword: '246801', newpasword: '246801' };
    expect((await t.post('editPayPassword', old, m.token)).code).toBe(205);
    const fresh = { password: m.password, paypassword: '246801', newpasword: '246801' };
    expect((await t.post('editPayPassword', fresh, m.token)).code).toBe(200);
    // Once set, the login password no longer replaces it.
    const again = { password: m.password, paypassword: '112233', newpasword: '112233' };
    expect((await t.post('editPayPassword', again, m.token)).code).toBe(205);
  });
});
