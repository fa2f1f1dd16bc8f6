import { describe, expect, it } from 'vitest';
import { bannerLink } from './banner-carousel';

const base = 'https://m.example.com/#/';

describe('bannerLink', () => {
  it.each([
    ['/activity', { kind: 'app', to: '/activity' }],
    ['/activityInfo?id=3', { kind: 'app', to: '/activityInfo?id=3' }],
    ['https://partner.example/promo', { kind: 'web', href: 'https://partner.example/promo' }],
    ['http://partner.example', { kind: 'web', href: 'http://partner.example/' }],
  ])('%s → %j', (url, expected) => {
    expect(bannerLink(url, base)).toEqual(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    'activity',
    'data:text/html,x',
    'ftp://x',
  ])('ignores %j', (url) => {
    expect(bannerLink(url, base)).toBeNull();
  });
});
