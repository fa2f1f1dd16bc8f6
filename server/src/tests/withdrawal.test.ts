import { describe, expect, it } from 'vitest';
import { moneyRuleMessages } from '../../../contract/money-limits';
import { rejectWithdrawal } from '../repositories/withdrawals';
import {
  freshAppPerTest,
  balanceCents,
  bindTestCard,
  expectLedgerMatches,
  fundedMember,
  PAY_PASSWORD,
} from '../testing/helper';

const t = freshAppPerTest();

async function memberWithCard(yuan: number) {
  const member = await fundedMember(t, yuan);
  const cardId = await bindTestCard(t, member.token);
  return { ...member, cardId };
}

describe('withdraw', () => {
  it('debits at once and files a pending order; rejection refunds once', async () => {
    const { token, userId, cardId } = await memberWithCard(1000);
    expect(
      await t.post('withdraw', { amount: '250.50', bank: cardId, password: PAY_PASSWORD }, token),
    ).toMatchObject({
      code: 200,
      message: '提交成功，等待后台审核',
    });
    expect(balanceCents(t.db, userId)).toBe(74950);
    const order = t.db.prepare('SELECT * FROM withdrawals WHERE user_id = ?').get(userId) as {
      withdraw_no: string;
      state: number;
      amount_cents: number;
    };
    expect(order).toMatchObject({ state: 1, amount_cents: 25050 });
    expect(rejectWithdrawal(t.db, order.withdraw_no).ok).toBe(true);
    expect(rejectWithdrawal(t.db, order.withdraw_no).ok).toBe(false);
    expect(balanceCents(t.db, userId)).toBe(100000);
    expect(expectLedgerMatches(t.db, userId)).toEqual([]);
  });

  it('checks the card, the minimum, the password and the balance with their codes', async () => {
    const { token, userId, cardId } = await memberWithCard(500);
    const other = await memberWithCard(500);
    expect(
      (await t.post('withdraw', { amount: 100, bank: other.cardId, password: PAY_PASSWORD }, token)).message,
    ).toBe('请选择您要提现到的银行卡');
    expect(
      await t.post('withdraw', { amount: 99.99, bank: cardId, password: PAY_PASSWORD }, token),
    ).toMatchObject({
      code: 214,
      message: '单笔取款不能低于100元',
    });
    expect((await t.post('withdraw', { amount: 100, bank: cardId, password: '111111' }, token)).code).toBe(
      205,
    );
    expect(
      (await t.post('withdraw', { amount: 500.01, bank: cardId, password: PAY_PASSWORD }, token)).code,
    ).toBe(208);
    expect((await t.post('withdraw', { amount: 100, bank: cardId, password: '' }, token)).message).toBe(
      '请输入您的支付密码',
    );
    expect(
      (await t.post('withdraw', { amount: 'abc', bank: cardId, password: PAY_PASSWORD }, token)).code,
    ).not.toBe(200);
    expect(
      (await t.post('withdraw', { amount: 2_000_000, bank: cardId, password: PAY_PASSWORD }, token)).code,
    ).toBe(215);
    expect(balanceCents(t.db, userId)).toBe(50000);
    expect(
      (await t.post('withdraw', { amount: 500, bank: cardId, password: PAY_PASSWORD }, token)).code,
    ).toBe(200);
    expect(balanceCents(t.db, userId)).toBe(0);
  });

  it.each([
    ['negative', -100, 1],
    ['zero', 0, 1],
    ['more than two decimals', '100.123', 1],
    ['not a number', '1e3', 1],
    ['above the balance', '300.01', 208],
  ])('refuses a %s amount with a business code, never 500, and moves nothing', async (_, amount, code) => {
    const { token, userId, cardId } = await memberWithCard(300);
    const answer = await t.post('withdraw', { amount, bank: cardId, password: PAY_PASSWORD }, token);
    expect(answer.code).toBe(code);
    expect(answer.message).toBeTruthy();
    expect(balanceCents(t.db, userId)).toBe(30000);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?').get(userId)).toEqual({
      n: 0,
    });
  });

  it.each(['1e2', '1E2', '0x64', '100,00', '１００'])(
    'refuses %s in non-decimal notation with the format message, not "below 100"',
    async (amount) => {
      const { token, cardId } = await memberWithCard(300);
      const answer = await t.post('withdraw', { amount, bank: cardId, password: PAY_PASSWORD }, token);
      expect(answer).toMatchObject({ code: 1, message: moneyRuleMessages.amountFormat });
    },
  );

  it('a USDT address is a withdrawal target like a card (bank USDT, protocol kept on the order)', async () => {
    const member = await fundedMember(t, 500);
    await t.post(
      'bindcard',
      {
        bank: 'USDT',
        bank_no: '0x52908400098527886E0F7030069857D2E4169EE7',
        bank_owner: 'ERC20',
        pay_pass: PAY_PASSWORD,
      },
      member.token,
    );
    const id = (await t.post('getcard', { type: 2 }, member.token)).data[0].id as number;
    expect(
      (await t.post('withdraw', { amount: 116.07, bank: id, password: PAY_PASSWORD }, member.token)).code,
    ).toBe(200);
    expect(balanceCents(t.db, member.userId)).toBe(38393);
    expect(
      t.db
        .prepare('SELECT type, bank, bank_owner, amount_cents, state FROM withdrawals WHERE user_id = ?')
        .get(member.userId),
    ).toEqual({
      type: 2,
      bank: 'USDT',
      bank_owner: 'ERC20',
      amount_cents: 11607,
      state: 1,
    });
  });

  it.each([
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'TRC20地址校验失败，地址有误或不完整，请复制完整地址'],
    [
      'ERC20',
      '0xdac17F958D2ee523a2206206994597C13D831ec7',
      'ERC20地址校验失败，字母大小写与地址不符，请复制完整地址',
    ],
    ['ERC20', `0x${'0'.repeat(40)}`, '该地址为零地址（销毁地址），转入的资金无法找回，请核对地址'],
    // a one-character typo of a real address in lower case: no checksum to catch it
    ['ERC20', '0x65b7f68139c639c5757d5151e5cb9e6e5d216165', moneyRuleMessages.usdtErc20OneCase],
    ['ERC20', '0x000000000000000000000000000000000000dEaD', moneyRuleMessages.usdtUnspendableAddress],
  ])(
    'an address bound before checksums were checked (%s %s) is never paid',
    async (protocol, address, message) => {
      const member = await fundedMember(t, 500);
      const id = Number(
        t.db
          .prepare(
            "INSERT INTO bindings (user_id, type, bank, bank_address, bank_no, bank_owner, created_at) VALUES (?, 2, 'USDT', NULL, ?, ?, '2026-01-01 00:00:00')",
          )
          .run(member.userId, address, protocol).lastInsertRowid,
      );
      expect(
        await t.post('withdraw', { amount: 100, bank: id, password: PAY_PASSWORD }, member.token),
      ).toMatchObject({
        code: 1,
        message,
      });
      expect(balanceCents(t.db, member.userId)).toBe(50000);
    },
  );

  it('getBetAmount is 0 for a member without deposits and reflects the demo history', async () => {
    const { token } = await fundedMember(t);
    expect((await t.post('getBetAmount', {}, token)).data).toMatchObject({ bet_amount: '0.00' });
    const demo = await t.login();
    expect((await t.post('getBetAmount', {}, demo)).data.bet_amount).toMatch(/^\d+\.\d{2}$/);
  });
});
