import { describe, expect, it } from 'vitest';
import { maskNumber } from './mask';

describe('maskNumber', () => {
  it('shows only the last four characters of a card or an address', () => {
    expect(maskNumber('6217 0000 1111 6789')).toBe('**** **** **** 6789');
    expect(maskNumber('TXYZabcdefghijklmnopqrstuv1234')).toBe('**** **** **** 1234');
  });
});
