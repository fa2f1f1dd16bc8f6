import { describe, expect, it } from 'vitest';
import { approveDeposit } from '../repositories/deposits';
import { setSetting } from '../repositories/settings';
import { waiveTurnover } from '../repositories/turnover';
import { placeDemoBet } from '../repositories/bets';
import { changeVenue } from '../repositories/wallets';
import {
  freshAppPerTest,
  balanceCents,
  DEMO_PAY_PASSWORD,
  fundedMember,
  PAY_PASSWORD,
  settledBet,
} from '../testing/helper';

const t = freshAppPerTest();

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const bindUsdt = (address: string, protocol: string, pay_pass = PAY_PASSWORD) => ({
  bank: 'USDT',
  bank_no: address,
  bank_owner: protocol,
  pay_pass,
});
const bankCard = (owner: string, pay_pass = PAY_PASSWORD) => ({
  bank: '中国银行',
  bank_address: '北京市朝阳区支行',
  bank_no: '6217000000000001',
  bank_owner: owner,
  pay_pass,
});
const bound = async (token: string, type: 1 | 2) =>
  (await t.post('getcard', { type }, token)).data as unknown[];

describe('a USDT address is bound only under its own network', () => {
  it.each([
    [ERC20, 'TRC20', 'TRC20地址格式不正确：应以T开头，共34位，请核对协议与地址'],
    [TRC20, 'ERC20', 'ERC20地址格式不正确：应以0x开头，共42位，请核对协议与地址'],
    // base58 has no 0, O, I or l
    [`T${'0'.repeat(33)}`, 'TRC20', 'TRC20地址格式不正确：应以T开头，共34位，请核对协议与地址'],
    [`0x${'g'.repeat(40)}`, 'ERC20', 'ERC20地址格式不正确：应以0x开头，共42位，请核对协议与地址'],
  ])('refuses %s as %s', async (address, protocol, message) => {
    const { token } = await fundedMember(t);
    expect(await t.post('bindcard', bindUsdt(address, protocol), token)).toMatchObject({ code: 1, message });
    expect(await bound(token, 2)).toEqual([]);
  });

  it.each([
    [TRC20, 'TRC20'],
    [ERC20, 'ERC20'],
  ])('binds %s as %s', async (address, protocol) => {
    const { token } = await fundedMember(t);
    expect(await t.post('bindcard', bindUsdt(address, protocol), token)).toMatchObject({
      code: 200,
      message: '绑定成功',
    });
  });
});

describe('a bank card is bound only in the member’s own name', () => {
  it('refuses another holder, naming the member', async () => {
    const { token } = await fundedMember(t, 0, { realname: '王小明' });
    expect(await t.post('bindcard', bankCard('李四'), token)).toMatchObject({
      code: 1,
      message: '请使用本人（王小明）的银行卡',
    });
    expect(await bound(token, 1)).toEqual([]);
    expect((await t.post('bindcard', bankCard('王小明'), token)).code).toBe(200);
  });
});

describe('a payment password is six digits everywhere', () => {
  const digits = '支付密码需是6位数字！';

  it('register refuses letters', async () => {
    const answer = await t.post('register', {
      name: 'digits001',
      password: 'abc12345',
      confirmPass: 'abc12345',
      realname: '李四',
      paypassword: 'abcdef',
      code: 'AB12',
    });
    expect(answer).toMatchObject({ code: 1, message: digits });
  });

  it('the change refuses letters and keeps the old one', async () => {
    const { token } = await fundedMember(t);
    const change = { password: PAY_PASSWORD, paypassword: 'abcdef', newpasword: 'abcdef' };
    expect(await t.post('editPayPassword', change, token)).toMatchObject({ code: 1, message: digits });
    expect((await t.post('bindcard', bankCard('李四'), token)).code).toBe(200);
  });

  it('binding and withdrawing refuse letters before checking the password', async () => {
    const { token } = await fundedMember(t, 500);
    expect(await t.post('bindcard', bankCard('李四', 'abcdef'), token)).toMatchObject({
      code: 1,
      message: digits,
    });
    expect((await t.post('bindcard', bankCard('李四'), token)).code).toBe(200);
    const [card] = (await bound(token, 1)) as { id: number }[];
    expect(
      await t.post('withdraw', { amount: 100, bank: card!.id, password: 'abc123' }, token),
    ).toMatchObject({
      code: 1,
      message: digits,
    });
  });
});

describe('turnover owed before a withdrawal (the operator’s multiple)', () => {
  async function depositedMember(yuan: number) {
    const member = await fundedMember(t);
    const order = await t.post(
      'recharge',
      {
        paytype: 'bank',
        amount: yuan,
        bank: '中国银行',
        bank_address: '北京',
        bank_no: '6217000000000009',
        bank_owner: '李四',
      },
      member.token,
    );
    expect(approveDeposit(t.db, order.message).ok).toBe(true);
    expect((await t.post('bindcard', bankCard('李四'), member.token)).code).toBe(200);
    const [card] = (await bound(member.token, 1)) as { id: number }[];
    return { ...member, card: card!.id };
  }
  const withdraw = (token: string, bank: number, password = PAY_PASSWORD) =>
    t.post('withdraw', { amount: 100, bank, password }, token);

  it('refuses while turnover is owed, saying how much, and debits nothing', async () => {
    const member = await depositedMember(500);
    expect(await withdraw(member.token, member.card)).toMatchObject({
      code: 1,
      message: '还需完成打码量500.00元后方可申请取款',
    });
    expect(balanceCents(t.db, member.userId)).toBe(50000);
  });

  it('follows the operator’s setting: 2× doubles what is owed, 0 turns it off; the site tells it', async () => {
    const member = await depositedMember(500);
    setSetting(t.db, 'withdraw_turnover_multiple', '2');
    expect((await t.post('getBetAmount', {}, member.token)).data).toMatchObject({ bet_amount: '1000.00' });
    expect((await t.post('app')).data).toMatchObject({ withdraw_turnover_multiple: 2 });
    setSetting(t.db, 'withdraw_turnover_multiple', '0');
    expect((await t.post('getBetAmount', {}, member.token)).data).toMatchObject({ bet_amount: '0.00' });
    expect((await withdraw(member.token, member.card)).code).toBe(200);
  });

  it('what the operator waives counts as done', async () => {
    const member = await depositedMember(300);
    expect(waiveTurnover(t.db, member.userId)).toBe(30000);
    expect((await t.post('getBetAmount', {}, member.token)).data).toMatchObject({ bet_amount: '0.00' });
    expect((await withdraw(member.token, member.card)).code).toBe(200);
  });

  it('the demo member has wagered its turnover and can withdraw', async () => {
    const demo = await t.login();
    expect((await t.post('getBetAmount', {}, demo)).data).toMatchObject({ bet_amount: '0.00' });
    const [card] = (await bound(demo, 1)) as { id: number }[];
    expect((await withdraw(demo, card!.id, DEMO_PAY_PASSWORD)).code).toBe(200);
  });
});

describe('VIP promotion needs both requirements, and comes the moment they are met', () => {
  const level = (userId: number) =>
    (t.db.prepare('SELECT vip FROM users WHERE id = ?').get(userId) as { vip: number }).vip;

  it('a deposit alone does not promote; the bet that completes the turnover does', async () => {
    const member = await fundedMember(t);
    const order = await t.post(
      'recharge',
      {
        paytype: 'bank',
        amount: 1000,
        bank: '中国银行',
        bank_address: '北京',
        bank_no: '6217000000000009',
        bank_owner: '李四',
      },
      member.token,
    );
    expect(approveDeposit(t.db, order.message).ok).toBe(true);
    // VIP2: 1,000 deposited (met) and 5,000 wagered (not yet)
    expect(level(member.userId)).toBe(1);
    settledBet(t.db, member.userId, 4900);
    const venue = (await t.post('balancelist', {}, member.token)).data.find(
      (v: { platname: string }) => v.platname !== 'userbalance',
    );
    changeVenue(t.db, member.userId, venue.platname, 10000, 'opening', 'test');
    expect(placeDemoBet(t.db, member.userId, venue.platname, null, 10000).ok).toBe(true);
    expect(level(member.userId)).toBe(2);
    expect((await t.post('user', {}, member.token)).data).toMatchObject({ vip: 2, current_vip: 'VIP2' });
  });

  it('a deposit that completes the second requirement promotes at approval', async () => {
    const member = await fundedMember(t);
    settledBet(t.db, member.userId, 5000);
    const order = await t.post(
      'recharge',
      {
        paytype: 'bank',
        amount: 1000,
        bank: '中国银行',
        bank_address: '北京',
        bank_no: '6217000000000009',
        bank_owner: '李四',
      },
      member.token,
    );
    expect(level(member.userId)).toBe(1);
    expect(approveDeposit(t.db, order.message).ok).toBe(true);
    expect(level(member.userId)).toBe(2);
  });
});
