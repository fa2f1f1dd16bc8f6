import type { BankCardForm } from '@contract/bind-rules';
import { describe, expect, it } from 'vitest';
import { canAddMore, parseWalletQuery, totalAssetsCents } from './model';
import { bankCardRequest, emptyBankCardForm, validateBankCard } from './card-form';

const card: BankCardForm = {
  bank_owner: '李四',
  bank: '中国银行',
  bank_address: '北京分行',
  bank_no: '62170000',
  pay_pass: '123456',
};

describe('bank card bind rules, in docs/product.md’s order', () => {
  it.each([
    [emptyBankCardForm, '请输入姓名'],
    [{ ...card, bank_owner: '  ' }, '请输入姓名'],
    // The owner is a person's name: the registration's real-name rule, before the other fields.
    [
      { ...card, bank_owner: '<img src=x onerror=alert(1)>', bank: '' },
      '姓名格式不正确，可以是中，英文名称！',
    ],
    [{ ...card, bank_owner: '李四1' }, '姓名格式不正确，可以是中，英文名称！'],
    [{ ...card, bank_owner: 'John Smith' }, null],
    [{ ...card, bank_owner: '阿卜杜·热合曼' }, null],
    [{ ...card, bank: '' }, '请输入银行'],
    [{ ...card, bank: '', bank_address: '' }, '请输入银行'],
    [{ ...card, bank_address: '' }, '请输入开户行地址'],
    [{ ...card, bank_no: '' }, '请输人银行卡号'],
    [{ ...card, pay_pass: '' }, '请输人支付密码'],
    [{ ...card, bank_no: '1234567', pay_pass: '1' }, '请输人正确的卡号长度'],
    [{ ...card, pay_pass: '12345' }, '请输人支付密码长度'],
    [{ ...card, pay_pass: '1234567890123456789' }, '请输人支付密码长度'],
    [card, null],
    // a payment password is six digits: a longer or lettered one within docs/product.md's 6–18 is refused
    [{ ...card, pay_pass: '123456789012345678' }, '支付密码需是6位数字！'],
    [{ ...card, pay_pass: 'abcdef' }, '支付密码需是6位数字！'],
  ])('%j → %s', (form, message) => {
    expect(validateBankCard(form)).toBe(message);
  });

  it('binds only in the member’s own name, told right after the name’s format', () => {
    expect(validateBankCard({ ...card, bank: '' }, '王小明')).toBe('请使用本人（王小明）的银行卡');
    expect(validateBankCard(card, '李四')).toBeNull();
    expect(validateBankCard({ ...card, bank_owner: 'john smith' }, 'John Smith')).toBeNull();
  });

  it('sends the number without spaces', () => {
    expect(bankCardRequest({ ...card, bank_no: '6217 0000 1111' })).toMatchObject({
      bank_no: '621700001111',
    });
  });
});

describe('lists and overview', () => {
  it('offers adding only below 5', () => {
    expect([0, 4, 5, 6].map(canAddMore)).toEqual([true, true, false, false]);
  });

  it.each([
    ['?type=0', { type: 0, show: false }],
    ['?type=1', { type: 1, show: false }],
    ['?type=2', { type: 2, show: false }],
    ['?type=2&show=1', { type: 2, show: true }],
    ['?type=1&show=1', { type: 1, show: false }],
    ['', { type: 1, show: false }],
  ])('%s → %j', (search, parsed) => {
    expect(parseWalletQuery(search)).toEqual(parsed);
  });

  it('total assets = balance + gameblance, or the venue sum when the server sends none', () => {
    const venues = [
      { platname: 'ag', name: 'AG', balance: '0.1' },
      { platname: 'kx', name: 'KY', balance: '0.2' },
    ];
    expect(totalAssetsCents('100.10', '20.2', venues)).toEqual({ main: 10010, games: 2020, total: 12030 });
    expect(totalAssetsCents('0.1', null, venues)).toEqual({ main: 10, games: 30, total: 40 });
    expect(totalAssetsCents(null, undefined, undefined)).toEqual({ main: 0, games: 0, total: 0 });
  });
});
