import { describe, expect, it } from 'vitest';
import type { VipLevel } from '@contract/site-calls';
import { formatRate, levelName, levelRow, memberLevel, memberProgress, nextLevelRequirements } from './model';

const levels: VipLevel[] = [1, 2, 3].map((n) => ({ vipname: `VIP${n}`, recharge: n * 1000, flow: n * 5000 }));

describe('VIP page model (1-based levels)', () => {
  it.each([
    [{ current_vip: 'VIP3', vip: 3 }, 3],
    [{ current_vip: null, vip: 2 }, 2],
    [{ current_vip: null, vip: null }, 1],
    [{ current_vip: 'VIP0', vip: 0 }, 1],
  ])('%j → level %i', (user, level) => {
    expect(memberLevel(user)).toBe(level);
  });

  it('indexes levels with level - 1', () => {
    expect(levelRow(levels, 1)?.vipname).toBe('VIP1');
    expect(levelRow(levels, 3)?.recharge).toBe(3000);
    expect(levelName(levels, 9)).toBe('VIP9');
  });

  it('progress uses the current level recharge, rounded, capped at 100', () => {
    expect(memberProgress({ paysum: '500' }, levels, 1)).toBe(50);
    expect(memberProgress({ paysum: '999.5' }, levels, 2)).toBe(50);
    expect(memberProgress({ paysum: '99999' }, levels, 1)).toBe(100);
    expect(memberProgress({ paysum: '0' }, levels, 1)).toBe(0);
  });

  it.each([
    ['0.8', '0.80%'],
    [1, '1.00%'],
    [null, '—'],
    ['x', '—'],
  ])('rate %s → %s', (value, shown) => {
    expect(formatRate(value)).toBe(shown);
  });
});

describe('the next level’s two requirements (deposit and turnover)', () => {
  const levels = [
    { vipname: 'VIP1', recharge: '0', flow: '0' },
    { vipname: 'VIP2', recharge: '1000', flow: '5000' },
    { vipname: 'VIP3', recharge: '5000', flow: '25000' },
  ];

  it('a full deposit bar beside an unmet turnover: no promise of the level', () => {
    const next = nextLevelRequirements({ paysum: '1798.00', flowsum: '1200.00' }, levels, 1);
    expect(next.target).toBe(2);
    expect(next.requirements.map((r) => [r.label, r.percent])).toEqual([
      ['累计存款', 100],
      ['累计流水', 24],
    ]);
  });

  it('at the top level, that level’s own requirements', () => {
    expect(nextLevelRequirements({ paysum: '6000', flowsum: '30000' }, levels, 3)).toMatchObject({
      target: 3,
      requirements: [{ percent: 100 }, { percent: 100 }],
    });
  });
});
