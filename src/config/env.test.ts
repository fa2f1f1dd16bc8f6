import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder, isSource } from '@/testing/source-files';
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

describe('build-time configuration', () => {
  it('is read in env.ts alone, so every variable has one validated reading', () => {
    const readers = filesUnder('src', (name) => isSource(name)).filter((path) =>
      readFileSync(path, 'utf8').includes('import.meta.env'),
    );
    expect(readers).toEqual(['src/config/env.ts']);
  });
});
