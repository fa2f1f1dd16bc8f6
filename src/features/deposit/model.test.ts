import { describe, expect, it } from 'vitest';
import {
  asksForBinding,
  quickAmountFits,
  type PayMethod,
  DEFAULT_DEPOSIT_PROTOCOL,
  DEFAULT_RANGE_CENTS,
  defaultMethod,
  enabledMethods,
  rangeCents,
  rangeTypeOf,
  shownMethod,
} from './model';
import {
  copyableAccount,
  payInfoHeader,
  showsPayQr,
  usdtToSend,
  type PayInfoKind,
  depositNoFrom,
  formatCountdown,
  parseBeijingTime,
  payInfoKind,
  payInfoPath,
  remainingMs,
} from './payment-order';
import {
  emptyRechargeForm,
  rechargeRequest,
  usdtEstimate,
  validateRecharge,
  type RechargeForm,
  rangeMessage,
} from './recharge-form';

const flags = (card: number, usdt: number, wechat: number, alipay: number) => ({
  card,
  usdt,
  wechat,
  alipay,
});

describe('pay method default and switching (docs/product.md#states-and-transitions)', () => {
  it.each([
    [flags(1, 1, 1, 1), 'bank', ['bank', 'usdt', 'wechat', 'alipay']],
    [flags(0, 1, 1, 1), 'usdt', ['usdt', 'wechat', 'alipay']],
    [flags(0, 0, 1, 1), 'wechat', ['wechat', 'alipay']],
    [flags(0, 0, 0, 1), 'alipay', ['alipay']],
    [flags(1, 0, 0, 1), 'bank', ['bank', 'alipay']],
    [flags(0, 0, 0, 0), null, []],
  ])('flags %j → default %s', (payWay, expected, enabled) => {
    expect(defaultMethod(payWay)).toBe(expected);
    expect(enabledMethods(payWay)).toEqual(enabled);
  });

  it('numeric-string flags count as on', () => {
    expect(defaultMethod({ card: '0', usdt: '1', wechat: 0, alipay: 0 } as never)).toBe('usdt');
  });

  it('keeps the member’s pick while it is enabled, else falls back to the default', () => {
    expect(shownMethod(flags(1, 1, 1, 1), 'wechat')).toBe('wechat');
    expect(shownMethod(flags(1, 1, 0, 1), 'wechat')).toBe('bank');
    expect(shownMethod(flags(1, 1, 1, 1), null)).toBe('bank');
    expect(shownMethod(undefined, 'usdt')).toBeNull();
  });

  it('the range call follows the method and the protocol (ERC20 by default on this form)', () => {
    expect(DEFAULT_DEPOSIT_PROTOCOL).toBe('ERC20');
    expect(rangeTypeOf('bank', 'ERC20')).toBe('bank');
    expect(rangeTypeOf('wechat', 'ERC20')).toBe('wechat');
    expect(rangeTypeOf('alipay', 'TRC20')).toBe('alipay');
    expect(rangeTypeOf('usdt', 'ERC20')).toBe('usdt-erc20');
    expect(rangeTypeOf('usdt', 'TRC20')).toBe('usdt-trc20');
  });
});

describe('range and messages (docs/product.md#validation-rules)', () => {
  it('defaults to 100–10000 until the server answers', () => {
    expect(rangeCents(undefined)).toEqual({ min: 10000, max: 1000000 });
    expect(rangeCents({ min_price: '500.00', max_price: '100000.00' })).toEqual({
      min: 50000,
      max: 10000000,
    });
    expect(rangeCents({ min_price: 'x', max_price: 1 })).toEqual(DEFAULT_RANGE_CENTS);
  });

  const bank: RechargeForm = {
    amount: '500',
    bank_owner: '李四',
    bank: '中国银行',
    bank_no: '6217000000000001',
    bank_address: '北京分行',
  };

  it.each([
    [{ ...bank, bank_owner: ' ' }, '请输入存款人姓名'],
    [{ ...bank, bank_owner: '', bank: '' }, '请输入存款人姓名'],
    [{ ...bank, bank: '' }, '请输入银行类型'],
    [{ ...bank, bank_no: '' }, '请输入银行卡号'],
    [{ ...bank, bank_address: '' }, '请输入银行开户行地址'],
    [{ ...bank, amount: '' }, '请输入金额在100-10000之间！'],
    [{ ...bank, amount: '99.99' }, '请输入金额在100-10000之间！'],
    [{ ...bank, amount: '10000.01' }, '请输入金额在100-10000之间！'],
    [{ ...bank, amount: '1e3' }, '请输入正确的金额（数字，最多两位小数）'],
    [{ ...bank, amount: '-500' }, '请输入正确的金额（数字，最多两位小数）'],
    [{ ...bank, amount: '0500' }, '请输入正确的金额（数字，最多两位小数）'],
    [{ ...bank, amount: '100.555' }, '请输入正确的金额（数字，最多两位小数）'], // not an amount the field keeps (3 decimals)
    [{ ...bank, amount: '1e2' }, '请输入正确的金额（数字，最多两位小数）'], // not below 100: not an amount at all
    [{ ...bank, amount: '100' }, null],
    [{ ...bank, amount: '10000' }, null],
  ])('bank form %j → %s', (form, message) => {
    expect(validateRecharge(form, 'bank', DEFAULT_RANGE_CENTS)).toBe(message);
  });

  it('other methods only check the amount, against the server range', () => {
    const range = rangeCents({ min_price: '100.50', max_price: '5000' });
    expect(validateRecharge({ ...emptyRechargeForm, amount: '100' }, 'wechat', range)).toBe(
      rangeMessage('100.50', '5000'),
    );
    expect(rangeMessage('100.50', '5000')).toBe('请输入金额在100.50-5000之间！');
    expect(validateRecharge({ ...emptyRechargeForm, amount: '100.5' }, 'usdt', range)).toBeNull();
  });

  it('builds the request per method (WeChat is wxpay; USDT carries the protocol)', () => {
    expect(
      rechargeRequest({ ...bank, amount: '100.1', bank_no: '6217 0000 0000 0001' }, 'bank', 'ERC20'),
    ).toEqual({
      paytype: 'bank',
      amount: 100.1,
      bank_owner: '李四',
      bank: '中国银行',
      bank_no: '6217000000000001',
      bank_address: '北京分行',
    });
    expect(rechargeRequest({ ...emptyRechargeForm, amount: '499' }, 'usdt', 'TRC20')).toEqual({
      paytype: 'usdt',
      amount: 499,
      catepay: 'TRC20',
    });
    expect(rechargeRequest({ ...emptyRechargeForm, amount: '999' }, 'wechat', 'ERC20')).toEqual({
      paytype: 'wxpay',
      amount: 999,
    });
    expect(rechargeRequest({ ...emptyRechargeForm, amount: '1299' }, 'alipay', 'ERC20')).toEqual({
      paytype: 'alipay',
      amount: 1299,
    });
  });
});

describe('USDT estimate: amount ÷ usdtrate floored to 2 decimals', () => {
  it.each([
    ['100.1', '7.1', '14.09'], // float 100.1 / 7.1 = 14.098591…
    ['100', '7.2', '13.88'],
    ['0.7', '0.1', '7.00'], // float gives 6.99
    ['8.2', '0.1', '82.00'], // float gives 81.99
    ['2199', 6.93, '317.31'],
    ['', '7.2', '0.00'],
    ['100', null, '0.00'],
    ['100', '0', '0.00'],
  ])('%s ÷ %s = %s', (amount, rate, expected) => {
    expect(usdtEstimate(amount, rate)).toBe(expected);
  });
});

describe('order number and payInfo', () => {
  it('takes the deposit number from the answer message', () => {
    expect(depositNoFrom('D20261122120000123456')).toBe('D20261122120000123456');
    expect(depositNoFrom(' D1234 ')).toBe('D1234');
    expect(depositNoFrom('')).toBeNull();
    expect(depositNoFrom('操作成功')).toBeNull();
    expect(payInfoPath('D1')).toBe('/payInfo?deposit_no=D1');
  });

  it('reads the variant from the message, else from the paytype', () => {
    expect(payInfoKind('usdtpay', 'usdt')).toBe('usdtpay');
    expect(payInfoKind('bankpay', 'bank')).toBe('bankpay');
    expect(payInfoKind('ok', 'usdt')).toBe('usdtpay');
    expect(payInfoKind('ok', 'alipay')).toBe('bankpay');
  });
});

describe('countdown: 60 minutes from created_at, mm:ss, stops at 00:00', () => {
  const created = '2026-11-22 12:00:00'; // Beijing time
  const at = (beijing: string) => parseBeijingTime(beijing)!;

  it('reads created_at as Beijing time whatever the device zone', () => {
    expect(parseBeijingTime(created)).toBe(Date.UTC(2026, 10, 22, 4, 0, 0));
    expect(parseBeijingTime('nonsense')).toBeNull();
  });

  it.each([
    ['2026-11-22 12:00:00', '60:00'],
    ['2026-11-22 12:00:01', '59:59'],
    ['2026-11-22 12:30:00', '30:00'],
    ['2026-11-22 12:59:59', '00:01'],
    ['2026-11-22 13:00:00', '00:00'],
    ['2026-11-22 18:00:00', '00:00'],
    ['2026-11-22 11:00:00', '60:00'], // device clock behind the server: never above 60:00
  ])('at %s → %s', (now, text) => {
    expect(formatCountdown(remainingMs(created, at(now)))).toBe(text);
  });

  it('rounds partial seconds down', () => {
    expect(formatCountdown(1999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('/payInfo header, USDT to send, copy and QR', () => {
  it.each<[number | undefined, number, string]>([
    // a back end without the state: docs/product.md's countdown, stopped at 00:00
    [undefined, 0, 'countdown'],
    [1, 60_000, 'countdown'],
    [1, 0, '待审核'],
    [2, 60_000, '审核通过'],
    [3, 0, '审核拒绝'],
  ])('state %s with %i ms left → %s', (state, left, shown) => {
    const header = payInfoHeader(state, left);
    expect(header.kind === 'state' ? header.label : header.kind).toBe(shown);
  });

  it.each<[string, string | null | undefined, string | null | undefined, string | null]>([
    ['1000', '7.1', '7.2', '140.84'], // the order's rate wins
    ['1000', null, '7.2', '138.88'], // else today's
    ['0.3', '0.1', null, '3.00'], // exact, not 2.99
    ['1000', null, null, null],
  ])('usdtToSend(%s, %s, %s) = %s', (amount, orderRate, today, usdt) => {
    expect(usdtToSend(amount, orderRate, today)).toBe(usdt);
  });

  it('copies account numbers without their grouping spaces', () => {
    expect(copyableAccount(' 6222 0000 1111 2222 ')).toBe('6222000011112222');
  });

  it.each<[PayInfoKind, string, boolean]>([
    ['usdtpay', 'usdt', true],
    ['bankpay', 'bank', false],
    ['bankpay', 'wxpay', true],
    ['bankpay', 'alipay', true],
  ])('%s / %s shows a QR: %s', (kind, paytype, shown) => {
    expect(showsPayQr(kind, paytype)).toBe(shown);
  });
});

describe('recharge quick amounts and the binding dialog', () => {
  const erc20 = { min: 50000, max: 10000000 };
  it.each([
    [100, false],
    [499, false],
    [999, true],
    [2199, true],
  ])('quick amount %i fits 500–100000: %s', (yuan, fits) => {
    expect(quickAmountFits(yuan, erc20)).toBe(fits);
  });

  it.each<[PayMethod | null, boolean]>([
    ['bank', true],
    ['usdt', true],
    ['wechat', false],
    ['alipay', false],
    [null, false],
  ])('%s asks for a binding: %s', (method, asks) => {
    expect(asksForBinding(method)).toBe(asks);
  });
});
