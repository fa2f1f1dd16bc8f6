import { describe, expect, it } from 'vitest';
import { claimText, rebateDateOptions } from './model';

describe('rebate rows', () => {
  it.each([
    [{ state: 0, updated_at: '2026-11-22 10:00:00' }, '暂未领取'],
    [{ state: 1, updated_at: '2026-11-22 10:00:00' }, '领取时间：2026-11-22 10:00:00'],
    [{ state: 1, updated_at: null }, '暂未领取'],
  ])('%o → %s', (row, text) => expect(claimText(row)).toBe(text));

  it('uses the transaction date labels', () => {
    expect(rebateDateOptions.map((o) => o.label)).toEqual(['今日', '近7日', '近15日', '近30日']);
  });
});
