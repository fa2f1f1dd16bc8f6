import { describe, expect, it } from 'vitest';
import { checkRechargeAmount } from '../../../contract/agent-rules';
import { bankCardRules, type BankCardForm } from '../../../contract/bind-rules';
import { firstFailure } from '../../../contract/rule';
import { transferRules, type TransferForm } from '../../../contract/transfer-rules';
import { usdtRules, type UsdtForm } from '../../../contract/usdt-rules';
import { withdrawalRules } from '../../../contract/withdrawal-rules';
import {
  freshAppPerTest,
  registerBody,
  bindTestCard,
  fundedMember,
  PAY_PASSWORD,
  TEST_CARD,
} from '../testing/helper';

/**
 * The server refuses what a money form refuses with the form's first message, for the same input:
 * both run the lists of contract/. Each case breaks several rules at once, so the order is tested too.
 */
const t = freshAppPerTest();

/** registerBody()'s real name, whose card TEST_CARD is. */
const REAL_NAME = TEST_CARD.bank_owner;
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('bindcard answers the bank card form’s first message', () => {
  const full: BankCardForm = TEST_CARD;
  it.each<[string, Partial<BankCardForm>]>([
    ['nothing filled', { bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' }],
    ['a name that is not a person’s, no bank', { bank_owner: 'abc123', bank: '' }],
    ['another person’s card, no branch', { bank_owner: '王五', bank_address: '' }],
    ['no number and no password', { bank_no: '', pay_pass: '' }],
    ['a short number and no password', { bank_no: '1234', pay_pass: '' }],
    ['a short number and a short password', { bank_no: '1234', pay_pass: '12' }],
    ['letters in the number, a short password', { bank_no: '6217abcd00', pay_pass: '12' }],
    ['a short password', { pay_pass: '12345' }],
    ['a password of letters', { pay_pass: '12345a' }],
  ])('%s', async (_, change) => {
    const { token } = await fundedMember(t);
    const form = { ...full, ...change };
    const expected = firstFailure(bankCardRules(REAL_NAME), form);
    expect(expected).not.toBeNull();
    expect((await t.post('bindcard', form, token)).message).toBe(expected);
  });
});

describe('bindcard answers the USDT form’s first message', () => {
  const full: UsdtForm = { protocol: 'TRC20', address: TRC20, pay_pass: PAY_PASSWORD };
  it.each<[string, Partial<UsdtForm>]>([
    ['nothing filled', { protocol: '', address: '', pay_pass: '' }],
    ['no protocol, no password', { protocol: '', pay_pass: '' }],
    ['a short address and no password', { address: 'T123', pay_pass: '' }],
    ['a short address', { address: 'T123' }],
    ['an ERC20 address under TRC20, a short password', { address: '0x' + 'a'.repeat(40), pay_pass: '12' }],
    ['a short password', { pay_pass: '123' }],
    [
      'one character changed (checksum), a short password',
      { address: `${TRC20.slice(0, -1)}${TRC20.endsWith('a') ? 'b' : 'a'}`, pay_pass: '12' },
    ],
    [
      'an ERC20 address in the wrong letter cases',
      { protocol: 'ERC20', address: '0xdac17F958D2ee523a2206206994597C13D831ec7' },
    ],
    ['the zero address', { protocol: 'ERC20', address: `0x${'0'.repeat(40)}` }],
  ])('%s', async (_, change) => {
    const { token } = await fundedMember(t);
    const form = { ...full, ...change };
    const expected = firstFailure(usdtRules, form);
    expect(expected).not.toBeNull();
    const body = { bank: 'USDT', bank_no: form.address, bank_owner: form.protocol, pay_pass: form.pay_pass };
    expect((await t.post('bindcard', body, token)).message).toBe(expected);
  });
});

describe('withdraw answers the withdrawal form’s first message', () => {
  it.each<[string, { card: boolean; amount: string; password: string }]>([
    ['no card, no amount, no password', { card: false, amount: '', password: '' }],
    ['an amount that is not one, no password', { card: true, amount: 'abc', password: '' }],
    ['below the minimum, a password of letters', { card: true, amount: '50', password: 'abcdef' }],
    ['above the maximum, no password', { card: true, amount: '1000000.01', password: '' }],
    ['no password', { card: true, amount: '100', password: '' }],
    ['a password of letters', { card: true, amount: '100', password: '12ab56' }],
  ])('%s', async (_, input) => {
    const { token } = await fundedMember(t, 500);
    const cardId = await bindTestCard(t, token);
    const form = {
      kind: 1 as const,
      bindingId: input.card ? cardId : null,
      amount: input.amount,
      password: input.password,
    };
    const expected = firstFailure(withdrawalRules, form);
    expect(expected).not.toBeNull();
    const body = { amount: input.amount, bank: input.card ? cardId : 999_999, password: input.password };
    expect((await t.post('withdraw', body, token)).message).toBe(expected);
  });
});

describe('transfer answers the transfer form’s first message', () => {
  it.each<[string, TransferForm]>([
    ['no amount, venue to venue', { source: 'ag', target: 'bbin', amount: '' }],
    ['venue to venue, no target either side', { source: 'ag', target: '', amount: '0' }],
    ['no target, a zero amount', { source: 'userbalance', target: '', amount: '0' }],
    ['the same wallet, a zero amount', { source: 'userbalance', target: 'userbalance', amount: '0' }],
    ['a zero amount', { source: 'userbalance', target: 'ag', amount: '0' }],
    ['an amount that is not one', { source: 'userbalance', target: 'ag', amount: '1.234' }],
  ])('%s', async (_, form) => {
    const { token } = await fundedMember(t, 10);
    const expected = firstFailure(transferRules, form);
    expect(expected).not.toBeNull();
    const body = { amount: form.amount, sourcetype: form.source, targettype: form.target };
    expect((await t.post('transfer', body, token)).message).toBe(expected);
  });
});

describe('agent recharge answers the recharge form’s first message', () => {
  it.each(['', '1.234', '0.5', '50000.01'])('amount "%s", to a member outside the team', async (amount) => {
    const { token, userId } = await fundedMember(t, 100);
    t.db.prepare('UPDATE users SET isagent = 1 WHERE id = ?').run(userId);
    const expected = checkRechargeAmount(amount);
    expect(expected).not.toBeNull();
    expect((await t.post('agent/recharge', { user_id: 999_999, amount }, token)).message).toBe(expected);
  });
});

describe('the server reads a field as the forms do (full-width digits, spaces, +86)', () => {
  it('registers a name with surrounding spaces and a full-width payment password as typed in plain', async () => {
    const body = registerBody();
    const sent = { ...body, name: `  ${body.name} `, paypassword: '６５４３２１' };
    expect((await t.post('register', sent)).code).toBe(200);
    // The name is stored without its spaces, and the payment password works as six ASCII digits.
    const token = await t.login(body.name, body.password);
    expect((await t.post('bindcard', TEST_CARD, token)).code).toBe(200);
  });

  it('saves +86 and full-width mobiles as the mainland number', async () => {
    const { token, userId } = await fundedMember(t);
    const save = (mobile: string) => t.post('updateuserinfo', { email: '', birthday: '', mobile }, token);
    const stored = () =>
      (t.db.prepare('SELECT mobile FROM users WHERE id = ?').get(userId) as { mobile: string }).mobile;
    expect((await save('+8613800138000')).code).toBe(200);
    expect(stored()).toBe('13800138000');
    expect((await save('１３９ ００１３ ８０００')).code).toBe(200);
    expect(stored()).toBe('13900138000');
  });

  it('binds a full-width card number, stored in ASCII digits', async () => {
    const { token } = await fundedMember(t);
    const sent = { ...TEST_CARD, bank_no: '６２１７ ００００ ００００ ０００１', pay_pass: '６５４３２１' };
    expect((await t.post('bindcard', sent, token)).code).toBe(200);
    expect((await t.post('getcard', { type: 1 }, token)).data[0].bank_no).toBe(TEST_CARD.bank_no);
  });
});
