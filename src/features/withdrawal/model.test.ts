import type { WithdrawalForm } from '@contract/withdrawal-rules';
import { describe, expect, it } from 'vitest';
import {
  addBindingPath,
  bindingLabel,
  emptyWithdrawalForm,
  firstWithdrawalFailure,
  withdrawalPayload,
} from './model';

const ready: WithdrawalForm = { kind: 1, bindingId: 7, amount: '100', password: '123456' };

describe('withdrawal rules (docs/product.md#validation-rules, in order)', () => {
  it.each<[string, Partial<WithdrawalForm>, string | null]>([
    [
      'no card, nothing else either',
      { bindingId: null, amount: '', password: '' },
      '请选择您要提现到的银行卡',
    ],
    ['no USDT address', { kind: 2, bindingId: null, amount: '', password: '' }, '请选择USDT地址'],
    ['amount empty', { amount: '', password: '' }, '单笔取款不能低于100元'],
    ['amount 99.99', { amount: '99.99', password: '' }, '单笔取款不能低于100元'],
    ['amount unreadable', { amount: '.', password: '' }, '请输入正确的金额（数字，最多两位小数）'],
    [
      'amount 1e3 (not 13, not 1000)',
      { amount: '1e3', password: '1' },
      '请输入正确的金额（数字，最多两位小数）',
    ],
    [
      'amount 1e2 (not an amount, not below 100)',
      { amount: '1e2', password: '1' },
      '请输入正确的金额（数字，最多两位小数）',
    ],
    ['amount -500', { amount: '-500', password: '1' }, '请输入正确的金额（数字，最多两位小数）'],
    ['amount 0100', { amount: '0100', password: '1' }, '请输入正确的金额（数字，最多两位小数）'],
    ['password empty', { password: '' }, '请输入您的支付密码'],
    ['password of letters', { password: 'abc123' }, '支付密码需是6位数字！'],
    ['password of 5 digits', { password: '12345' }, '支付密码需是6位数字！'],
    ['exactly 100', {}, null],
    ['100.01 by USDT', { kind: 2, amount: '100.01' }, null],
  ])('%s → %s', (_, change, message) => {
    expect(firstWithdrawalFailure({ ...ready, ...change })).toBe(message);
  });
});

describe('withdrawal request and labels', () => {
  it('sends the amount as an exact number, the card id and the password', () => {
    expect(withdrawalPayload({ ...ready, amount: '250.10' })).toEqual({
      amount: 250.1,
      bank: 7,
      password: '123456',
    });
  });

  it('switching type starts from an empty form', () => {
    expect(emptyWithdrawalForm(2)).toEqual({ kind: 2, bindingId: null, amount: '', password: '' });
  });

  it('新增 leads to the bank form or the USDT list with its add form open', () => {
    expect(addBindingPath(1)).toBe('/addBankCard');
    expect(addBindingPath(2)).toBe('/wallet?type=2&show=1');
  });

  it('labels a binding with its kind and the masked number', () => {
    expect(
      bindingLabel(
        { id: 1, bank: 'USDT', bank_no: 'TXYZabcdefghijklmnopqrstuv1234', bank_owner: 'TRC20' },
        2,
      ),
    ).toBe('USDT-TRC20 **** **** **** 1234');
    expect(
      bindingLabel({ id: 1, bank: '中国银行', bank_no: '6217000000000001', bank_owner: '李四' }, 1),
    ).toBe('中国银行 **** **** **** 0001');
  });
});
