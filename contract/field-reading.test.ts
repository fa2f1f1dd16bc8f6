import { describe, expect, it } from 'vitest';
import { usernameRule, registerSecretRules, loginRequiredRule } from './auth-rules';
import { bankCardRules, type BankCardForm } from './bind-rules';
import { agentRules, profileRules, readProfile } from './member-rules';
import { firstFailure, readDigits, readMobile, readText } from './rule';
import { usdtRules } from './usdt-rules';

/** Every digit field is read one way on both sides: what a phone's keyboard brings that means the same. */
describe('how a field is read', () => {
  it.each([
    ['full-width letters and digits', 'ｄｅｍｏ８８８', 'demo888'],
    ['surrounding spaces', '  demo888 ', 'demo888'],
    ['an ideographic space', '\u3000demo888\u3000', 'demo888'],
    ['inner spaces are kept', 'a b', 'a b'],
  ])('readText: %s', (_, typed, read) => {
    expect(readText(typed)).toBe(read);
  });

  it.each([
    ['full-width digits', '６２１７０００００００００００１', '6217000000000001'],
    ['spaces in groups of four', ' 6217 0000 0000 0001 ', '6217000000000001'],
    ['an ideographic space', '6217\u30000000', '62170000'],
    ['letters stay for the rule to refuse', '6217abcd', '6217abcd'],
  ])('readDigits: %s', (_, typed, read) => {
    expect(readDigits(typed)).toBe(read);
  });

  it.each([
    ['a plain number', '13800138000', '13800138000'],
    ['+86', '+8613800138000', '13800138000'],
    ['+86 with spaces and dashes', '+86 138-0013-8000', '13800138000'],
    ['0086', '008613800138000', '13800138000'],
    ['86', '8613800138000', '13800138000'],
    ['full-width, with ＋', '＋８６１３８００１３８０００', '13800138000'],
    ['the 17951 prefix is the rule’s', '1795113800138000', '1795113800138000'],
    ['86 before a number too short stays', '86138001380', '86138001380'],
  ])('readMobile: %s', (_, typed, read) => {
    expect(readMobile(typed)).toBe(read);
  });
});

describe('the rules read fields the same way', () => {
  const profile = { mobile: '', email: '', birthday: '' };
  it.each([
    ['+86 mobile', { mobile: '+8613800138000' }, null],
    ['full-width mobile', { mobile: '１３８００１３８０００' }, null],
    ['mobile with spaces', { mobile: ' 138 0013 8000 ' }, null],
    ['still a wrong mobile', { mobile: '+8612800138000' }, '请输入正确手机号'],
    ['email with spaces', { email: ' a@b.cn ' }, null],
    ['full-width email', { email: 'ａ＠ｂ．ｃｎ' }, null],
  ])('profile: %s', (_, change, message) => {
    expect(firstFailure(profileRules, { ...profile, ...change })).toBe(message);
  });

  it('a profile is sent and stored as read', () => {
    expect(readProfile({ mobile: '+86 13800138000', email: ' a@b.cn ', birthday: ' 1990-01-01' })).toEqual({
      mobile: '13800138000',
      email: 'a@b.cn',
      birthday: '1990-01-01',
    });
  });

  it.each([
    ['+86', '+8613800138000', null],
    ['full-width', '１３８００１３８０００', null],
    ['154 stays refused', '+8615400138000', '请输入正确手机号'],
  ])('agent mobile: %s', (_, mobile, message) => {
    expect(firstFailure(agentRules, { mobile, apply_info: '理由' })).toBe(message);
  });

  it.each([
    ['surrounding spaces', ' demo888 ', null],
    ['full-width', 'ｄｅｍｏ８８８', null],
    ['still too short', ' abc1 ', '用户名长度不得低于6位，以字母和数字组合！'],
  ])('username: %s', (_, name, message) => {
    expect(firstFailure([usernameRule], { name })).toBe(message);
  });

  it('a login name of spaces only is no name', () => {
    expect(firstFailure([loginRequiredRule], { name: ' \u3000', password: 'x', code: '' })).toBe(
      '请输入您的账号和密码！',
    );
  });

  it.each([
    ['full-width', '６５４３２１', null],
    ['with a space', '654 321', null],
    ['still five', '６５４３２', '支付密码长度需是6位！'],
  ])('register payment password: %s', (_, paypassword, message) => {
    const form = {
      name: 'demo888',
      password: 'abc12345',
      confirmPass: 'abc12345',
      realname: '李四',
      paypassword,
    };
    expect(firstFailure(registerSecretRules, form)).toBe(message);
  });

  const card: BankCardForm = {
    bank_owner: '李四',
    bank: '中国银行',
    bank_address: '北京分行',
    bank_no: '6217000000000001',
    pay_pass: '654321',
  };
  it.each<[string, Partial<BankCardForm>, string | null]>([
    ['full-width card number', { bank_no: '６２１７０００００００００００１' }, null],
    ['card number in groups', { bank_no: '6217 0000 0000 0001' }, null],
    ['full-width payment password', { pay_pass: '６５４３２１' }, null],
    ['full-width but short', { bank_no: '６２１７' }, '请输人正确的卡号长度'],
  ])('bank card: %s', (_, change, message) => {
    expect(firstFailure(bankCardRules('李四'), { ...card, ...change })).toBe(message);
  });

  it('USDT: a full-width payment password', () => {
    const form = {
      protocol: 'TRC20' as const,
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      pay_pass: '６５４３２１',
    };
    expect(firstFailure(usdtRules, form)).toBeNull();
  });
});
