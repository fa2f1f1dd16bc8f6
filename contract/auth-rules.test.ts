import { describe, expect, it } from 'vitest';
import { loginRequestRules, registerRequestRules } from './auth-rules';
import { moneyRuleMessages } from './money-limits';
import { firstFailure } from './rule';
import { authRuleMessages } from './account-limits';

const validRegister = {
  name: 'player01',
  password: 'secret123',
  confirmPass: 'secret123',
  realname: '张三',
  paypassword: '123456',
  code: 'AB12',
};

describe('register request rules, as the server holds a request to them', () => {
  it.each([
    ['a valid request', {}, null],
    ['a short name', { name: 'pl01' }, authRuleMessages.username],
    [
      'a short name and a short password: the name first',
      { name: 'pl01', password: 'a1' },
      authRuleMessages.username,
    ],
    [
      'a password without digits',
      { password: 'secretsecret', confirmPass: 'secretsecret' },
      authRuleMessages.password,
    ],
    ['a different confirmation', { confirmPass: 'secret124' }, authRuleMessages.confirm],
    ['digits as a real name', { realname: '123' }, authRuleMessages.realname],
    ['a five-character payment password', { paypassword: '12345' }, authRuleMessages.payPassword],
    ['a payment password with letters', { paypassword: '12345a' }, moneyRuleMessages.payPasswordDigits],
    // The captcha is the client's (it alone knows the image shown): any entry passes here.
    ['a captcha of five characters', { code: 'AB123' }, null],
    ['a captcha with a symbol', { code: 'AB1!' }, null],
  ])('%s', (_title, patch, message) => {
    expect(firstFailure(registerRequestRules, { ...validRegister, ...patch })).toBe(message);
  });
});

describe('login request rules', () => {
  it.each([
    [{ name: 'player01', password: 'x', code: 'AB12' }, null],
    [{ name: ' ', password: 'x', code: '' }, authRuleMessages.loginRequired],
    [{ name: 'player01', password: '', code: 'AB12' }, authRuleMessages.loginRequired],
    [{ name: 'player01', password: 'x', code: ' ' }, null],
    [{ name: 'player01', password: 'x', code: 'AB1' }, null],
  ])('%o → %s', (input, message) => {
    expect(firstFailure(loginRequestRules, input)).toBe(message);
  });
});
