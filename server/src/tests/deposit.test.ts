import { describe, expect, it } from 'vitest';
import { moneyRuleMessages } from '../../../contract/money-limits';
import { approveDeposit } from '../repositories/deposits';
import { setPayWay } from '../repositories/deposits';
import {
  bankDepositBody,
  freshAppPerTest,
  balanceCents,
  expectLedgerMatches,
  fundedMember,
  settledBet,
} from '../testing/helper';

const t = freshAppPerTest();

describe('get_pay_way / getPayRange', () => {
  it('answers every flag on and rengong forced to 1', async () => {
    expect((await t.get('get_pay_way')).data).toEqual({ card: 1, usdt: 1, wechat: 1, alipay: 1, rengong: 1 });
    setPayWay(t.db, 'wechat', false);
    expect((await t.get('get_pay_way')).data).toMatchObject({ wechat: 0, rengong: 1 });
  });

  it('answers ranges in yuan per type', async () => {
    expect((await t.post('getPayRange', { type: 'bank' })).data).toEqual({
      min_price: '100.00',
      max_price: '50000.00',
    });
    for (const type of ['wechat', 'alipay', 'usdt-erc20', 'usdt-trc20']) {
      const answer = await t.post('getPayRange', { type });
      expect(answer.code).toBe(200);
      expect(Number(answer.data.min_price)).toBeLessThan(Number(answer.data.max_price));
    }
    expect((await t.post('getPayRange', { type: 'paypal' })).code).toBe(422);
  });
});

describe('recharge / payinfo / getpaybank', () => {
  it('creates a pending bank deposit whose number comes back in message', async () => {
    const { token, userId } = await fundedMember(t);
    const answer = await t.post('recharge', bankDepositBody('500.50'), token);
    expect(answer).toMatchObject({ code: 200, data: null });
    expect(answer.message).toMatch(/^D\d{20}$/);
    const row = t.db.prepare('SELECT * FROM deposits WHERE deposit_no = ?').get(answer.message) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      user_id: userId,
      amount_cents: 50050,
      state: 1,
      paytype: 'bank',
      bank_owner: '李四',
    });
    expect(balanceCents(t.db, userId)).toBe(0);

    const info = await t.post('payinfo', { deposit_no: answer.message }, token);
    expect(info).toMatchObject({
      code: 200,
      message: 'bankpay',
      data: {
        deposit_no: answer.message,
        info: { amount: '500.50', paytype: 'bank', created_at: expect.any(String), state: 1, usdtrate: null },
      },
    });
    const accounts = await t.post('getpaybank', {}, token);
    expect(accounts.data.length).toBeGreaterThan(0);
    expect(accounts.data[0]).toMatchObject({
      bank_no: expect.any(String),
      bank_owner: expect.any(String),
      bank_data: { bank_name: expect.any(String) },
    });
  });

  it('usdt deposits answer usdtpay with address, protocol and a QR data URL', async () => {
    const { token } = await fundedMember(t);
    const no = (await t.post('recharge', { paytype: 'usdt', amount: 1000, catepay: 'ERC20' }, token)).message;
    const info = await t.post('payinfo', { deposit_no: no }, token);
    expect(info.message).toBe('usdtpay');
    expect(info.data.cardlist.mch_id).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(info.data.cardlist.content).toBe('ERC20');
    expect(info.data.cardlist.payimg).toMatch(/^data:image\/png;base64,/);
    // The order keeps the rate it was made at; a later change of the setting does not move it.
    expect(info.data.info).toMatchObject({ state: 1, usdtrate: '7.20' });
    t.db.prepare("UPDATE settings SET value = '7.50' WHERE key = 'usdt_rate'").run();
    expect((await t.post('payinfo', { deposit_no: no }, token)).data.info.usdtrate).toBe('7.20');
    expect((await t.post('recharge', { paytype: 'usdt', amount: 1000 }, token)).message).toBe(
      '请选择钱包协议',
    );
  });

  it('checks the amount range and the bank fields with docs/product.md’s messages', async () => {
    const { token } = await fundedMember(t);
    expect((await t.post('recharge', bankDepositBody(99.99), token)).message).toBe(
      '请输入金额在100-50000之间！',
    );
    expect((await t.post('recharge', bankDepositBody(50000.01), token)).message).toBe(
      '请输入金额在100-50000之间！',
    );
    expect((await t.post('recharge', bankDepositBody('1e3'), token)).code).not.toBe(200);
    // Exponent notation is not an amount: the format message, not "below the minimum".
    expect((await t.post('recharge', bankDepositBody('1e2'), token)).message).toBe(
      moneyRuleMessages.amountFormat,
    );
    expect((await t.post('recharge', bankDepositBody('100.001'), token)).code).toBe(1);
    expect((await t.post('recharge', { ...bankDepositBody(), bank_owner: '' }, token)).message).toBe(
      '请输入存款人姓名',
    );
    expect((await t.post('recharge', { ...bankDepositBody(), bank: undefined }, token)).message).toBe(
      '请输入银行类型',
    );
    expect((await t.post('recharge', { ...bankDepositBody(), bank_no: ' ' }, token)).message).toBe(
      '请输入银行卡号',
    );
    expect((await t.post('recharge', { ...bankDepositBody(), bank_address: '' }, token)).message).toBe(
      '请输入银行开户行地址',
    );
    expect((await t.post('recharge', { paytype: 'wxpay', amount: 200 }, token)).code).toBe(200);
    expect((await t.post('recharge', { paytype: 'alipay', amount: 5001 }, token)).code).toBe(1);
  });

  it('refuses a switched-off pay way', async () => {
    const { token } = await fundedMember(t);
    setPayWay(t.db, 'alipay', false);
    expect((await t.post('recharge', { paytype: 'alipay', amount: 200 }, token)).code).toBe(1);
  });

  it("payinfo shows only the member's own orders", async () => {
    const a = await fundedMember(t);
    const b = await fundedMember(t);
    const no = (await t.post('recharge', bankDepositBody(), a.token)).message;
    expect((await t.post('payinfo', { deposit_no: no }, b.token)).code).toBe(202);
    expect((await t.post('payinfo', { deposit_no: 'D000' }, a.token)).code).toBe(202);
  });

  it('approval credits balance and deposit total once, raises the VIP level, keeps the ledger', async () => {
    const { token, userId } = await fundedMember(t);
    // VIP2 asks 1,000 deposited and 5,000 wagered: the wagering was done before the deposit.
    settledBet(t.db, userId, 5000, '2000-01-01 00:00:00');
    const no = (await t.post('recharge', bankDepositBody(1000), token)).message;
    expect(approveDeposit(t.db, no).ok).toBe(true);
    expect(approveDeposit(t.db, no)).toMatchObject({ ok: false, reason: 'processed' });
    const user = t.db.prepare('SELECT balance_cents, paysum_cents, vip FROM users WHERE id = ?').get(userId);
    // 1,000 reaches VIP2 (levels are 1-based; a new member starts at VIP1)
    expect(user).toEqual({ balance_cents: 100000, paysum_cents: 100000, vip: 2 });
    expect(expectLedgerMatches(t.db, userId)).toEqual([]);
    // wagering: the 1000 deposited needs 1× turnover
    expect((await t.post('getBetAmount', {}, token)).data).toMatchObject({ bet_amount: '1000.00' });
  });
});

describe('recharge: one order per intent', () => {
  const orders = (userId: number) =>
    (
      t.db.prepare('SELECT deposit_no FROM deposits WHERE user_id = ?').all(userId) as {
        deposit_no: string;
      }[]
    ).map((row) => row.deposit_no);

  it('20 identical concurrent orders file one order, and every answer names it', async () => {
    const { token, userId } = await fundedMember(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.post('recharge', bankDepositBody('300'), token)),
    );
    const filed = orders(userId);
    expect(filed).toHaveLength(1);
    for (const answer of answers) expect(answer).toMatchObject({ code: 200, message: filed[0] });
  });

  it('another amount or channel, an order no longer pending, or one 30 s old files a new order', async () => {
    const { token, userId } = await fundedMember(t);
    const first = (await t.post('recharge', bankDepositBody('300'), token)).message;
    expect((await t.post('recharge', bankDepositBody('301'), token)).message).not.toBe(first);
    const usdt = { paytype: 'usdt', amount: '600', catepay: 'TRC20' };
    const trc = (await t.post('recharge', usdt, token)).message;
    expect((await t.post('recharge', { ...usdt, catepay: 'ERC20' }, token)).message).not.toBe(trc);
    expect((await t.post('recharge', usdt, token)).message).toBe(trc);

    approveDeposit(t.db, first);
    const afterApproval = (await t.post('recharge', bankDepositBody('300'), token)).message;
    expect(afterApproval).not.toBe(first);
    t.db
      .prepare("UPDATE deposits SET created_at = datetime(created_at, '-31 seconds') WHERE deposit_no = ?")
      .run(afterApproval);
    expect((await t.post('recharge', bankDepositBody('300'), token)).message).not.toBe(afterApproval);
    expect(orders(userId)).toHaveLength(6);
  });
});
