import type { TransferForm } from '@contract/transfer-rules';
import { describe, expect, it } from 'vitest';
import { firstTransferFailure, transferPayload, walletOptions, wholeBalance } from './model';

const ready: TransferForm = { source: 'userbalance', target: 'ag', amount: '10' };

describe('transfer rules (docs/product.md#validation-rules, in order)', () => {
  it.each<[string, Partial<TransferForm>, string | null]>([
    ['amount empty (before everything else)', { source: 'ag', target: 'ag', amount: '' }, '请输入操作金额！'],
    ['amount blank', { amount: '  ' }, '请输入操作金额！'],
    ['venue to venue', { source: 'ag', target: 'saba' }, '场馆内钱包不支持互转'],
    ['venue to nothing (still no platform wallet)', { source: 'ag', target: '' }, '场馆内钱包不支持互转'],
    ['no target', { target: '' }, '请选择转入平台'],
    ['same wallet', { target: 'userbalance' }, '转出和转入账户不能相同'],
    ['zero', { amount: '0' }, '请输入正确的操作金额'],
    ['only a dot', { amount: '.' }, '请输入正确的操作金额'],
    ['1e3', { amount: '1e3' }, '请输入正确的操作金额'],
    ['-5', { amount: '-5' }, '请输入正确的操作金额'],
    ['0100', { amount: '0100' }, '请输入正确的操作金额'],
    ['main → venue', {}, null],
    ['venue → main', { source: 'ag', target: 'userbalance', amount: '0.01' }, null],
  ])('%s → %s', (_, change, message) => {
    expect(firstTransferFailure({ ...ready, ...change })).toBe(message);
  });
});

describe('wallets', () => {
  const venues = [
    { platname: 'ag', name: 'AG真人', balance: '1288.50' },
    { platname: 'saba', name: '沙巴体育', balance: 0 },
  ];

  it('puts 平台钱包 (the main balance) first', () => {
    expect(walletOptions(venues, '100.5')).toEqual([
      { platname: 'userbalance', name: '平台钱包', balance: '100.5' },
      ...venues,
    ]);
    expect(walletOptions(undefined, null)).toEqual([
      { platname: 'userbalance', name: '平台钱包', balance: 0 },
    ]);
  });

  it('全部金额 takes the source wallet balance with two decimals', () => {
    const options = walletOptions(venues, '100.5');
    expect(wholeBalance(options, 'userbalance')).toBe('100.50');
    expect(wholeBalance(options, 'ag')).toBe('1288.50');
    expect(wholeBalance(options, 'saba')).toBe('0.00');
    expect(wholeBalance(options, 'gone')).toBe('');
  });

  it('sends the amount as an exact number', () => {
    expect(transferPayload({ ...ready, amount: '30.10' })).toEqual({
      amount: 30.1,
      sourcetype: 'userbalance',
      targettype: 'ag',
    });
  });
});
