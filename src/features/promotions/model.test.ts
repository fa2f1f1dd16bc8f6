import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import {
  ALL_TAB,
  activityInfoPath,
  isUnknownPromotion,
  listTypeOf,
  nextTab,
  parseActivityId,
  promotionTabs,
} from './model';

describe('promotionTabs', () => {
  it.each([
    { types: undefined, keys: ['all'], titles: ['全部活动'] },
    { types: [], keys: ['all'], titles: ['全部活动'] },
    {
      types: [
        { id: 1, name: '新人专享' },
        { id: 4, name: 'VIP特权' },
      ],
      keys: ['all', '1', '4'],
      titles: ['全部活动', '新人专享', 'VIP特权'],
    },
  ])('$keys', ({ types, keys, titles }) => {
    const tabs = promotionTabs(types);
    expect(tabs.map((t) => t.key)).toEqual(keys);
    expect(tabs.map((t) => t.title)).toEqual(titles);
  });
});

describe('listTypeOf', () => {
  it.each([
    [ALL_TAB, undefined],
    ['1', 1],
    ['12', 12],
    ['0', undefined],
    ['x', undefined],
    ['1.5', undefined],
  ])('%s → %s', (key, type) => expect(listTypeOf(key)).toBe(type));
});

describe('nextTab (a different tab reloads, the same does nothing)', () => {
  it.each([
    ['all', 'all', null],
    ['all', '2', '2'],
    ['2', '2', null],
    ['2', 'all', 'all'],
  ])('%s → %s = %s', (current, selected, expected) => expect(nextTab(current, selected)).toBe(expected));
});

describe('parseActivityId', () => {
  it.each([
    ['?id=3', 3],
    ['id=12', 12],
    ['', null],
    ['?id=0', null],
    ['?id=-1', null],
    ['?id=abc', null],
    ['?id=1e3', null],
    ['?id=1234567890', null],
  ])('%s → %s', (search, id) => expect(parseActivityId(search)).toBe(id));

  it('builds the detail path', () => expect(activityInfoPath(5)).toBe('/activityInfo?id=5'));
});

describe('isUnknownPromotion (活动不存在 instead of a hopeless retry)', () => {
  it.each([
    ['no id', null, null, true],
    [
      'the server has no such promotion (202)',
      5,
      new ApiError('business', 'activitydeatil', '活动不存在', 202),
      true,
    ],
    ['no answer: a retry may help', 5, new ApiError('network', 'activitydeatil', '服务器异常'), false],
    ['still loading', 5, null, false],
  ])('%s', (_, id, error, expected) => expect(isUnknownPromotion(id, error)).toBe(expected));
});
