import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './source-files';

/*
 * Tests wait on conditions, never on fixed sleeps (docs/testing.md): a sleep is too short on a busy
 * machine and too long on a quiet one. To prove that nothing happened, wait for what would have
 * come first (src/testing/wait.ts: readsInFlight, flushRenders; Playwright: a response, a state).
 */
const SLEEP = /waitForTimeout\(|new Promise[^\n]*setTimeout\(\s*\w+\s*,\s*[1-9]/;

describe('no fixed sleeps in tests', () => {
  it('no test, journey or journey helper sleeps for a fixed time', () => {
    const tests = [
      ...filesUnder('src', (name) => /\.test\.tsx?$/.test(name)),
      ...filesUnder('server', (name) => /\.test\.ts$/.test(name)),
      ...filesUnder('e2e', (name) => name.endsWith('.ts')),
    ];
    const self = 'src/testing/no-fixed-sleeps.test.ts';
    const sleeping = tests.filter((path) => path !== self && SLEEP.test(readFileSync(path, 'utf8')));
    expect(sleeping).toEqual([]);
  });

  it('knows a sleep when it sees one', () => {
    expect(SLEEP.test('await new Promise((r) => setTimeout(r, 300));')).toBe(true);
    expect(SLEEP.test('await page.waitForTimeout(500);')).toBe(true);
    expect(
      SLEEP.test('new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))'),
    ).toBe(false);
  });
});
