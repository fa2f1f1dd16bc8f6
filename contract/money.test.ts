import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { amountTextToCents, formatCents, isAmountText, sentAmountText, yuanToCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [888800, '8888.00'],
    [123456789, '1234567.89'],
    [-5, '-0.05'],
    [-1050, '-10.50'],
  ])('%i → %s', (cents, yuan) => expect(formatCents(cents)).toBe(yuan));
});

describe('yuanToCents', () => {
  it.each([
    ['100', 10000],
    ['100.5', 10050],
    ['0.1', 10],
    ['0.29', 29],
    ['1.10', 110],
    ['1.100', 110],
    ['.5', 50],
    ['12.', 1200],
    [' 8 ', 800],
    [12.3, 1230],
    [0.07, 7],
    [1.15, 115],
    ['-3.2', -320],
  ])('%o → %i', (yuan, cents) => expect(yuanToCents(yuan)).toBe(cents));

  it.each([
    '',
    '.',
    'abc',
    '1.234',
    '1e3',
    '1,000',
    '0x10',
    null,
    undefined,
    NaN,
    Infinity,
    1e21,
    '99999999999999999999',
  ])('%o → null', (value) => expect(yuanToCents(value)).toBeNull());

  it('never suffers float error: 0.1 + 0.2 in cents is 30', () => {
    expect((yuanToCents('0.1') ?? 0) + (yuanToCents('0.2') ?? 0)).toBe(30);
  });
});

describe('amountTextToCents and isAmountText (what a member types, read the same on both sides)', () => {
  it.each([
    ['100', 10000],
    ['99.5', 9950],
    ['.5', 50],
    ['10.', 1000],
    ['0', 0],
    ['0.29', 29],
  ])('%s → %i', (text, cents) => {
    expect(amountTextToCents(text)).toBe(cents);
    expect(isAmountText(text)).toBe(true);
  });

  it.each(['', '.', '1e2', '1E2', '1e3', '-5', '+5', '0100', '1.005', '1,000', '0x64', '１００', 'abc'])(
    '%j is not an amount',
    (text) => {
      expect(amountTextToCents(text)).toBeNull();
      expect(isAmountText(text)).toBe(false);
    },
  );

  it('a JSON number is read by its decimal text: 1e2 sent as a number is the number 100', () => {
    expect(amountTextToCents(sentAmountText(1e2))).toBe(10000);
    expect(amountTextToCents(sentAmountText(1e21))).toBeNull();
  });
});

describe('one money module', () => {
  // Amounts are parsed and formatted only in contract/money.ts: a float `cents / 100` or a copied
  // decimal grammar elsewhere is how the server's mails once wrote amounts their own way.
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file));

  it('no other file divides cents by 100 or copies the decimal grammar', () => {
    const offenders = ['src', 'contract', 'server/src']
      .flatMap(sources)
      .filter((file) => file !== join('contract', 'money.ts'))
      .filter((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return /cents\s*\/\s*100\b|\/\s*100\)\.toFixed\(2\)|\(\[\+-\]\?\)\(\\d\*\)/i.test(text);
      });
    expect(offenders).toEqual([]);
  });
});
