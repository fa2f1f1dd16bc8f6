import { describe, expect, it } from 'vitest';
import { noticeBarText } from './notices';
import { overlaps } from './red-packet-float';

describe('noticeBarText (never 加载中… for ever)', () => {
  it.each([
    ['notices', { data: ['甲', '乙'], isPending: false, isError: false }, '甲　　　乙'],
    ['none', { data: [], isPending: false, isError: false }, '暂无公告'],
    ['failed', { data: undefined, isPending: false, isError: true }, '公告加载失败'],
    ['failed refetch keeps the notices', { data: ['甲'], isPending: false, isError: true }, '甲'],
    ['loading', { data: undefined, isPending: true, isError: false }, '加载中…'],
  ])('%s', (_, state, expected) => expect(noticeBarText(state)).toBe(expected));
});

describe('overlaps (red packet vs what it would cover)', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  it.each([
    [box(250, 300, 316, 386), box(20, 380, 300, 440), true],
    [box(250, 300, 316, 386), box(20, 386, 300, 440), false],
    [box(250, 300, 316, 386), box(20, 100, 240, 440), false],
  ])('%j × %j → %s', (a, b, expected) => expect(overlaps(a, b)).toBe(expected));
});
