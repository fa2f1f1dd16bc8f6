import { describe, expect, it } from 'vitest';
import type { VipLevel } from '@contract/site-calls';
import { isAllowedAvatar, memberVip, memberVipLevel, menuEntries, quickEntries, sideEntries } from './model';

/** uservip answers VIP1..VIP10 in order: index 0 is VIP1. */
const levels: VipLevel[] = [
  { vipname: 'VIP1 普通会员', recharge: 0 },
  { vipname: 'VIP2 青铜会员', recharge: 1000 },
  { vipname: 'VIP3 白银会员', recharge: '5000.00', flow: '20000.00' },
  { vipname: 'VIP4 黄金会员', recharge: 20000 },
  { vipname: 'VIP5 铂金会员', recharge: 50000 },
  { vipname: 'VIP6 钻石会员', recharge: 100000 },
  { vipname: 'VIP7 星耀会员', recharge: 300000 },
  { vipname: 'VIP8 王者会员', recharge: 800000 },
  { vipname: 'VIP9 至尊会员', recharge: 2000000 },
  { vipname: 'VIP10 传奇会员', recharge: '5000000.00' },
];

describe('VIP progress (docs/product.md#states-and-transitions: paysum ÷ current level recharge, rounded, capped at 100, 0 if either is 0; level n = uservip[n - 1])', () => {
  it.each([
    { current_vip: 'VIP3', paysum: '2500', expected: 50 },
    { current_vip: 'VIP3', paysum: 2500.24, expected: 50 },
    { current_vip: 'VIP3', paysum: '2524.99', expected: 50 }, // 50.49… rounds down
    { current_vip: 'VIP3', paysum: '2525', expected: 51 }, // 50.5 rounds up
    { current_vip: 'VIP4', paysum: '1', expected: 0 }, // 0.005 % rounds to 0
    { current_vip: 'VIP4', paysum: '100', expected: 1 }, // 0.5 % rounds up
    { current_vip: 'VIP2', paysum: 999.99, expected: 100 },
    { current_vip: 'VIP2', paysum: 1000, expected: 100 },
    { current_vip: 'VIP2', paysum: '15200', expected: 100 }, // capped
    { current_vip: 'VIP1', paysum: '15200', expected: 0 }, // level 1: recharge 0
    { current_vip: 'VIP10', paysum: '2500000', expected: 50 }, // level 10 is the last row
    { current_vip: 'VIP3', paysum: 0, expected: 0 }, // nothing paid
    { current_vip: 'VIP3', paysum: null, expected: 0 },
    { current_vip: 'VIP11', paysum: '100', expected: 0 }, // level not in the list
    { current_vip: 'VIP0', paysum: '100', expected: 0 }, // no level 0 any more
  ])('$current_vip with paysum $paysum → $expected %', ({ current_vip, paysum, expected }) => {
    expect(memberVip({ current_vip, vip: null, paysum }, levels).percent).toBe(expected);
  });

  it('is unknown (not 0 %) while the levels are not known', () => {
    expect(memberVip({ current_vip: 'VIP2', vip: 2, paysum: '2500' }, undefined)).toEqual({
      level: 2,
      name: null,
      percent: null,
      next: null,
    });
  });

  it('names the current level from its own row', () => {
    expect(memberVip({ current_vip: 'VIP1', vip: 1, paysum: '0' }, levels).name).toBe('VIP1 普通会员');
    expect(memberVip({ current_vip: 'VIP2', vip: 2, paysum: '2500' }, levels).name).toBe('VIP2 青铜会员');
    expect(memberVip({ current_vip: 'VIP10', vip: 10, paysum: '1' }, levels).name).toBe('VIP10 传奇会员');
  });

  it('a level missing from the list has no name and no progress', () => {
    expect(memberVip({ current_vip: 'VIP4', vip: 4, paysum: '1000' }, levels.slice(0, 3))).toEqual({
      level: 4,
      name: null,
      percent: 0,
      next: null,
    });
  });

  // Said as what the member needs, not as the formula the bar computes.
  it.each([
    { current_vip: 'VIP2', paysum: '1520', next: { level: 3, missing: 348000, of: 'deposits' } }, // 5000.00 − 1520
    { current_vip: 'VIP1', paysum: '0.01', next: { level: 2, missing: 99999, of: 'deposits' } }, // 1000 − 0.01
    {
      current_vip: 'VIP2',
      paysum: '99999999',
      flowsum: '99999999',
      next: { level: 3, missing: 0, of: 'deposits' },
    },
    // Deposits there, turnover not: what is left to play (VIP3 asks 20000.00 of it).
    {
      current_vip: 'VIP2',
      paysum: '5000',
      flowsum: '1234.5',
      next: { level: 3, missing: 1876550, of: 'turnover' },
    },
    // Both short: the deposits are said first.
    { current_vip: 'VIP2', paysum: '4000', flowsum: 0, next: { level: 3, missing: 100000, of: 'deposits' } },
    { current_vip: 'VIP10', paysum: '1', next: 'top' },
  ])(
    '$current_vip with paysum $paysum, flowsum $flowsum still needs $next',
    ({ current_vip, paysum, flowsum, next }) => {
      expect(memberVip({ current_vip, vip: null, paysum, flowsum }, levels).next).toEqual(next);
    },
  );
});

describe('memberVipLevel (1-based)', () => {
  it.each([
    [{ current_vip: 'VIP3', vip: 3 }, 3],
    [{ current_vip: 'VIP1', vip: 1 }, 1],
    [{ current_vip: 'VIP10', vip: 10 }, 10],
    [{ current_vip: 'P2', vip: 2 }, 2], // some back ends send only 'P'; vip holds the same level
    [{ current_vip: null, vip: 4 }, 4],
    [{ current_vip: 'x', vip: null }, 1], // unknown → VIP1, where every member starts
    [{ current_vip: undefined, vip: 0 }, 1],
    [{ current_vip: undefined, vip: -1 }, 1],
  ])('%j → %i', (user, level) => expect(memberVipLevel(user)).toBe(level));

  it('is VIP1 without a user', () => expect(memberVipLevel(null)).toBe(1));
});

describe('entries', () => {
  it('quick entries go to recharge, withdrawal, transfer and bets', () => {
    expect(quickEntries.map((e) => e.to)).toEqual(['/recharge', '/withdrawal', '/transfer', '/betRecord']);
  });

  it.each([
    [true, '/fanshui'],
    [false, '/login'],
  ])('menu for signed in = %s: rebate → %s', (signedIn, rebate) => {
    const menu = menuEntries(signedIn);
    expect(menu.map((e) => e.to)).toEqual([
      '/message',
      '/transRecord',
      '/betRecord',
      rebate,
      '/activityRecord',
      '/welfare',
      '/setting',
      '/feedback',
      '/kefu',
    ]);
  });

  it.each([
    { signedIn: true, isagent: 0, atHome: false, applyagent: true, centre: false, home: true, logout: true },
    { signedIn: true, isagent: 1, atHome: false, applyagent: false, centre: true, home: true, logout: true },
    {
      signedIn: false,
      isagent: 0,
      atHome: false,
      applyagent: false,
      centre: false,
      home: true,
      logout: false,
    },
    {
      signedIn: false,
      isagent: undefined,
      atHome: true,
      applyagent: false,
      centre: false,
      home: false,
      logout: false,
    },
    {
      signedIn: true,
      isagent: null,
      atHome: true,
      applyagent: false,
      centre: false,
      home: false,
      logout: true,
    },
  ])(
    'side list signedIn=$signedIn isagent=$isagent atHome=$atHome',
    ({ signedIn, isagent, atHome, applyagent, centre, home, logout }) => {
      const keys = sideEntries({ signedIn, isagent, atHome }).map((e) => e.key);
      expect(keys.includes('applyagent')).toBe(applyagent);
      expect(keys.includes('agentCentre')).toBe(centre);
      expect(keys.includes('home')).toBe(home);
      expect(keys.includes('logout')).toBe(logout);
    },
  );

  it('side list targets in order', () => {
    const entries = sideEntries({ signedIn: true, isagent: 0 });
    expect(entries.map((e) => ('to' in e ? e.to : e.action))).toEqual([
      '/applyagent',
      '/gamePage?dailiD=1',
      '/password?type=1',
      '/app',
      '/boutBallBetInfo?type=4',
      '/boutBallBetInfo?type=1',
      '/boutBallBetInfo?type=7',
      '/',
      'logout',
    ]);
  });
});

describe('isAllowedAvatar (gif and png only)', () => {
  it.each([
    ['image/gif', true],
    ['image/png', true],
    ['image/jpeg', false],
    ['image/svg+xml', false],
    ['', false],
  ])('%s → %s', (type, ok) => expect(isAllowedAvatar({ type })).toBe(ok));
});
