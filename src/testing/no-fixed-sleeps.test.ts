import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Tests wait on conditions, never on fixed sleeps (docs/testing.md): a sleep is too short on a busy
 * machine and too long on a quiet one. To prove that nothing happened, wait for what would have
 * come first (src/testing/wait.ts: readsInFlight, flushRenders; Playwright: a response, a state).
 */
const root = process.cwd();

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

const SLEEP = /waitForTimeout\(|new Promise[^\n]*setTimeout\(\s*\w+\s*,\s*[1-9]/;

describe('no fixed sleeps in tests', () => {
  it('no test, journey or journey helper sleeps for a fixed time', () => {
    const tests = [
      ...files('src', (name) => /\.test\.tsx?$/.test(name)),
      ...files('server', (name) => /\.test\.ts$/.test(name)),
      ...files('e2e', (name) => name.endsWith('.ts')),
    ];
    const self = join('src', 'testing', 'no-fixed-sleeps.test.ts');
    const sleeping = tests.filter((path) => path !== self && SLEEP.test(readFileSync(join(root, path), 'utf8')));
    expect(sleeping.map((path) => relative('.', path))).toEqual([]);
  });

  it('knows a sleep when it sees one', () => {
    expect(SLEEP.test('await new Promise((r) => setTimeout(r, 300));')).toBe(true);
    expect(SLEEP.test('await page.waitForTimeout(500);')).toBe(true);
    expect(SLEEP.test('new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))')).toBe(false);
  });
});
