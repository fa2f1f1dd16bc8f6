import { describe, expect, it } from 'vitest';
import { articlePath, articleTitle, articleTypeOf, helpArticles } from './model';

describe('help centre', () => {
  it('menu holds the seven articles of docs/product.md in order', () => {
    expect(helpArticles.map((a) => [a.type, a.title])).toEqual([
      [7, '关于我们'],
      [1, '常见问题'],
      [2, '隐私政策'],
      [3, '免责说明'],
      [4, '联系我们'],
      [5, '代理加盟'],
      [8, '博彩责任'],
    ]);
    expect(articlePath(4)).toBe('/boutBallBetInfo?type=4');
  });

  it.each([
    ['?type=4', 4, '联系我们'],
    ['?type=8', 8, '博彩责任'],
    ['?type=6', null, '帮助中心'],
    ['?type=abc', null, '帮助中心'],
    ['', null, '帮助中心'],
  ])('%s → type %s titled %s', (search, type, title) => {
    expect(articleTypeOf(search)).toBe(type);
    expect(articleTitle(articleTypeOf(search))).toBe(title);
  });
});
