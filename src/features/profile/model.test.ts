import { describe, expect, it } from 'vitest';
import {
  birthdayLabel,
  formatDate,
  latestBirthday,
  parseDate,
  passwordKindOf,
  passwordProblem,
  passwordRules,
  profileProblem,
  profileRules,
  userCentreEntries,
  type PasswordChangeInput,
  type ProfileInput,
} from './model';

const validProfile: ProfileInput = {
  mobile: '13800138000',
  email: 'a.b@example.com',
  birthday: '1990-06-18',
};

describe('profile rules (docs/product.md#validation-rules, in order: mobile, email, birthday)', () => {
  it('lists the rules in docs/product.md’s order with its exact messages', () => {
    expect(profileRules.map((r) => r.message)).toEqual([
      '请输入正确手机号',
      '请输入正确邮箱号',
      '请输入正确的日期格式：YYYY-MM-DD',
    ]);
  });

  // Each row breaks this rule and every later one: the first broken rule must be reported.
  it.each<[Partial<ProfileInput>, string]>([
    [{ mobile: '12345', email: 'x', birthday: '1990/1/1' }, '请输入正确手机号'],
    [{ email: 'not-an-email', birthday: '' }, '请输入正确邮箱号'],
    [{ birthday: '1990-6-18' }, '请输入正确的日期格式：YYYY-MM-DD'],
  ])('%j → %s', (change, message) => {
    expect(profileProblem({ ...validProfile, ...change })).toBe(message);
  });

  it('accepts a valid profile', () => {
    expect(profileProblem(validProfile)).toBeNull();
  });

  it('a member who only adds an email is not told 请输入正确手机号', () => {
    expect(profileProblem({ mobile: '', email: 'me@example.com', birthday: '' })).toBeNull();
    expect(profileProblem({ mobile: '', email: 'me@', birthday: '' })).toBe('请输入正确邮箱号');
  });

  it.each([
    ['13800138000', true],
    ['8613800138000', true],
    ['013800138000', true],
    ['1795114712345678', true],
    ['14712345678', true],
    ['17012345678', true],
    ['18912345678', true],
    ['16012345678', false],
    ['19912345678', false],
    ['1380013800', false],
    ['138001380001', false],
    ['1380013800a', false],
    ['', true], // optional: an empty field is not an invalid one
    ['   ', true],
  ])('mobile %s valid=%s', (mobile, ok) => {
    expect(profileProblem({ ...validProfile, mobile }) === null).toBe(ok);
  });

  it.each([
    ['user@example.com', true],
    ['first.last+tag@mail.example.cn', true],
    ['user@example', false],
    ['@example.com', false],
    ['user example@x.com', false],
    ['', true],
  ])('email %s valid=%s', (email, ok) => {
    expect(profileProblem({ ...validProfile, email }) === null).toBe(ok);
  });

  it.each([
    ['1980-01-01', true],
    ['2000-02-29', true],
    ['2001-02-29', false],
    ['1990-13-01', false],
    ['90-01-01', false],
    ['1990-01-01 ', true], // trimmed
    ['', true],
  ])('birthday %s valid=%s', (birthday, ok) => {
    expect(profileProblem({ ...validProfile, birthday }) === null).toBe(ok);
  });
});

const validPassword: PasswordChangeInput = {
  password: 'old123',
  paypassword: 'new456',
  newpasword: 'new456',
};

describe('password change rules (docs/product.md#validation-rules, 1–7 in order)', () => {
  it('lists the seven rules in order with the exact messages', () => {
    expect(passwordRules.map((r) => r.message)).toEqual([
      '请输入旧密码',
      '请输入新密码',
      '请输入确认密码',
      '请输入正确的旧密码长度',
      '请输入正确的新密码长度',
      '两次密码不一致！',
      '新旧密码不能一致！',
    ]);
  });

  it.each<[number, PasswordChangeInput, string, string]>([
    [1, { password: '', paypassword: '', newpasword: '' }, 'oldRequired', '请输入旧密码'],
    [2, { password: 'a', paypassword: '', newpasword: '' }, 'newRequired', '请输入新密码'],
    [3, { password: 'a', paypassword: 'b', newpasword: '' }, 'confirmRequired', '请输入确认密码'],
    [4, { password: 'a', paypassword: 'b', newpasword: 'c' }, 'oldLength', '请输入正确的旧密码长度'],
    [5, { password: 'old123', paypassword: 'b', newpasword: 'c' }, 'newLength', '请输入正确的新密码长度'],
    [
      5,
      { password: 'old123', paypassword: 'n'.repeat(17), newpasword: 'c' },
      'newLength',
      '请输入正确的新密码长度',
    ],
    [6, { password: 'old123', paypassword: 'new456', newpasword: 'new457' }, 'confirm', '两次密码不一致！'],
    [
      7,
      { password: 'same12', paypassword: 'same12', newpasword: 'same12' },
      'sameAsOld',
      '新旧密码不能一致！',
    ],
  ])('rule %i: %j → %s', (_n, input, id, message) => {
    const broken = passwordProblem(input);
    expect(broken?.id).toBe(id);
    expect(broken?.message).toBe(message);
  });

  it('accepts a valid change (new of 6 and of 16 characters)', () => {
    expect(passwordProblem(validPassword)).toBeNull();
    const sixteen = 'p'.repeat(15) + '1';
    expect(passwordProblem({ password: 'old123', paypassword: sixteen, newpasword: sixteen })).toBeNull();
  });
});

describe('payment password change (docs/product.md#validation-rules rules 1–7, and exactly 6 characters: 支付密码长度需是6位！)', () => {
  it.each<[PasswordChangeInput, string | null]>([
    [{ password: '123456', paypassword: '12345', newpasword: '12345' }, '请输入正确的新密码长度'],
    [{ password: '123456', paypassword: '1234567', newpasword: '1234567' }, '支付密码长度需是6位！'],
    [
      { password: '123456', paypassword: '1'.repeat(16), newpasword: '1'.repeat(16) },
      '支付密码长度需是6位！',
    ],
    [{ password: '123456', paypassword: '654321', newpasword: '654320' }, '两次密码不一致！'],
    [{ password: '123456', paypassword: '654321', newpasword: '654321' }, null],
    [{ password: '123456', paypassword: 'abcdef', newpasword: 'abcdef' }, '支付密码需是6位数字！'],
  ])('%j → %s', (input, message) => {
    expect(passwordProblem(input, 2)?.message ?? null).toBe(message);
  });

  it('a login password of 7–16 is still fine', () => {
    expect(
      passwordProblem({ password: 'old123', paypassword: 'new4567', newpasword: 'new4567' }, 1),
    ).toBeNull();
  });
});

describe('password kind and user centre', () => {
  it.each([
    ['?type=1', 1],
    ['?type=2', 2],
    ['', null],
    ['?type=3', null],
  ])('%s → %s', (search, kind) => {
    expect(passwordKindOf(search)).toBe(kind);
  });

  it('user centre entries point at their screens in docs/product.md’s order', () => {
    expect(userCentreEntries.map((e) => [e.label, e.to])).toEqual([
      ['修改登录密码', '/password?type=1'],
      ['修改支付密码', '/password?type=2'],
      ['银行卡管理', '/wallet?type=1'],
      ['USDT钱包管理', '/wallet?type=2'],
      ['帮助中心', '/boutBallBet'],
    ]);
  });

  it('formats and parses birthdays as YYYY-MM-DD', () => {
    expect(formatDate(new Date(1980, 0, 1))).toBe('1980-01-01');
    expect(formatDate(parseDate('1999-12-31')!)).toBe('1999-12-31');
    expect(parseDate('')).toBeNull();
  });
});

describe('birthdayLabel', () => {
  it('labels the picker columns with 年, 月 and 日', () => {
    expect([birthdayLabel('year', 1990), birthdayLabel('month', 1), birthdayLabel('day', 31)]).toEqual([
      '1990年',
      '1月',
      '31日',
    ]);
  });
});

describe('latest birthday of the picker', () => {
  it.each([
    ['2026-11-25', '2008-11-25'],
    ['2026-01-01', '2008-01-01'],
    ['2028-02-29', '2010-02-28'],
  ])('on %s a member is at least 18: born on or before %s', (today, latest) => {
    expect(formatDate(latestBirthday(parseDate(today)!))).toBe(latest);
  });
});
