import { describe, expect, it } from 'vitest';
import { isInternalPath, safeExternalUrl, safeRedirectTarget } from './safe-url';

describe('isInternalPath', () => {
  it.each(['/', '/mine', '/mine?tab=1', '/concise?type=obgdy&x=%2F%2Fevil', '/a/b#c'])('accepts %s', (p) => {
    expect(isInternalPath(p)).toBe(true);
  });

  it.each([
    '//evil.example',
    '//evil.example/mine',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'http://evil.example/mine',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mine',
    ' /mine',
    '',
    null,
    undefined,
    42,
  ])('rejects %j', (p) => {
    expect(isInternalPath(p)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['?redirect=%2Fmine%3Ftab%3D1', '/mine?tab=1'],
    ['redirect=/transfer', '/transfer'],
    ['?redirect=%2F%2Fevil.example', null],
    ['?redirect=https%3A%2F%2Fevil.example', null],
    ['?redirect=javascript%3Aalert(1)', null],
    ['?redirect=%2F%5Cevil', null],
    ['?other=1', null],
  ])('%s → %j', (search, target) => {
    expect(safeRedirectTarget(search)).toBe(target);
  });
});

describe('safeExternalUrl', () => {
  it.each([
    ['https://pay.example/x?y=1', 'https://pay.example/x?y=1'],
    ['http://game.example', 'http://game.example/'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['ftp://x.example', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%j → %j', (raw, expected) => {
    expect(safeExternalUrl(raw)).toBe(expected);
  });

  it('resolves relative URLs against a base when given one', () => {
    expect(safeExternalUrl('/uploads/a.png', 'https://m.example/#/')).toBe('https://m.example/uploads/a.png');
  });
});
