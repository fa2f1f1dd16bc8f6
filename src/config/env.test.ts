import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

describe('build-time configuration', () => {
  it('is read in env.ts alone, so every variable has one validated reading', () => {
    const root = join(process.cwd(), 'src');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return walk(path);
        return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const readers = walk(root).filter((path) => readFileSync(path, 'utf8').includes('import.meta.env'));
    expect(readers.map((path) => relative(root, path))).toEqual(['config/env.ts']);
  });
});
