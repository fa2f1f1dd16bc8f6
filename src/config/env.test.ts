import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './env';

describe('resolveApiBase', () => {
  const page = 'https://m.example.com/h5/index.html#/mine';
  it.each([
    [undefined, 'https://m.example.com/api/'],
    ['/api', 'https://m.example.com/api/'],
    ['/gateway/api/', 'https://m.example.com/gateway/api/'],
    ['https://api.example.com/api', 'https://api.example.com/api/'],
  ])('%j → %s', (raw, expected) => {
    expect(resolveApiBase(raw, page)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'ftp://x.example/api', '   '])('rejects %j', (raw) => {
    expect(() => resolveApiBase(raw, page)).toThrow(/VITE_API_BASE/);
  });
});
