import { describe, expect, it } from 'vitest';
import { amountTextToCents } from '@contract/money';
import { checkRechargeAmount, fanshuiToBasisPoints } from '@contract/agent-rules';
import { addMemberProblem, invitationLink, quickRange, rangeFromParams } from './centre-model';

// 2026-11-25 22:30 UTC is Thursday 2026-11-26 06:30 in Beijing.
const NOW = Date.parse('2026-11-25T22:30:00Z');

describe('quick ranges are Beijing days', () => {
  it.each([
    ['today', '2026-11-26', '2026-11-26'],
    ['yesterday', '2026-11-25', '2026-11-25'],
    ['week', '2026-11-23', '2026-11-26'],
    ['month', '2026-11-01', '2026-11-26'],
  ] as const)('%s', (range, start, end) => {
    expect(quickRange(range, NOW)).toEqual({ start, end });
  });

  it('a custom range in the query wins; a reversed one falls back to 今日', () => {
    expect(rangeFromParams(new URLSearchParams('start=2026-10-01&end=2026-10-31'), NOW)).toEqual({
      range: 'custom',
      days: { start: '2026-10-01', end: '2026-10-31' },
    });
    expect(rangeFromParams(new URLSearchParams('start=2026-10-31&end=2026-10-01'), NOW).range).toBe('today');
  });
});

describe('invitation link', () => {
  it.each([
    ['https://h5.example/', 'https://h5.example/#/login?type=1&pid=DEMO888'],
    ['https://h5.example/app/index.html', 'https://h5.example/app/#/login?type=1&pid=DEMO888'],
    ['', 'http://localhost:3000/m/#/login?type=1&pid=DEMO888'],
  ])('h5_url %j', (h5, link) => {
    expect(
      invitationLink(h5, 'DEMO888', { origin: 'http://localhost:3000', pathname: '/m/' } as Location),
    ).toBe(link);
  });
});

describe('rules shared with the server', () => {
  it.each([
    ['', '请输入代充金额'],
    ['1.234', '代充金额最多两位小数'],
    ['-5', '代充金额最多两位小数'],
    ['0.99', '单笔代充金额最低1元'],
    ['50000.01', '单笔代充金额最高50000元'],
    ['1', null],
    ['50000.00', null],
  ])('recharge %j', (text, problem) => {
    expect(checkRechargeAmount(text)).toBe(problem);
  });

  it.each([
    ['0.1', 10],
    ['0.25', 25],
    ['10', 1000],
    ['10.01', null],
    ['0.123', null],
    ['abc', null],
  ])('fanshui %j → %j bp', (text, bp) => {
    expect(fanshuiToBasisPoints(text)).toBe(bp);
  });

  it('yuan text to cents is exact', () => {
    expect(amountTextToCents('0.29')).toBe(29);
    expect(amountTextToCents('1234.56')).toBe(123456);
  });

  it.each([
    [
      { username: 'abc', password: 'pass1234', realname: '王五' },
      '用户名长度不得低于6位，以字母和数字组合！',
    ],
    [{ username: 'abc123', password: 'password', realname: '王五' }, '密码长度最少8位！以字母和数字组合！'],
    [{ username: 'abc123', password: 'pass1234', realname: '123' }, '姓名格式不正确，可以是中，英文名称！'],
    [{ username: 'abc123', password: 'pass1234', realname: '王五' }, null],
  ])('add member %j', (form, problem) => {
    expect(addMemberProblem(form)).toBe(problem);
  });
});
