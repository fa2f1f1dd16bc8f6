import { describe, expect, it } from 'vitest';
import { footerItems } from './footer-nav';
import { isSameLocation } from './use-go';

describe('isSameLocation', () => {
  it.each([
    [{ pathname: '/', search: '' }, '/', true],
    [{ pathname: '/mine', search: '' }, '/mine', true],
    [{ pathname: '/concise', search: '?type=a' }, '/concise?type=a', true],
    [{ pathname: '/concise', search: '?a=1&b=2' }, '/concise?b=2&a=1', true],
    [{ pathname: '/concise', search: '?type=a' }, '/concise?type=b', false],
    [{ pathname: '/', search: '' }, '/activity', false],
  ])('%j vs %s → %s', (current, to, same) => {
    expect(isSameLocation(current, to)).toBe(same);
  });
});

describe('footer nav', () => {
  it.each([
    [true, ['/', '/activity', '/fanshui', '/kefu', '/mine'], '会员中心'],
    [false, ['/', '/activity', '/login', '/kefu', '/login?type=1'], '注册'],
  ])('signed in %s → targets %j', (signedIn, targets, lastLabel) => {
    const items = footerItems(signedIn);
    expect(items.map((i) => i.to)).toEqual(targets);
    expect(items.at(-1)?.label).toBe(lastLabel);
  });
});
