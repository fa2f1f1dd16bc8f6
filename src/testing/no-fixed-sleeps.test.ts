import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './source-files';

/*
 * Tests wait on conditions, never on fixed sleeps (docs/testing.md): a sleep is too short on a busy
 * machine and too long on a quiet one. To prove that nothing happened, wait for what would have
 * come first (src/testing/wait.ts: readsInFlight, flushRenders; Playwright: a response, a state).
 */

/** The arguments of each bare `setTimeout(…)` call (not `test.setTimeout`), however many lines it spans. */
function timerCalls(source: string): string[][] {
  const calls: string[][] = [];
  for (const match of source.matchAll(/(?<![.\w])setTimeout\(/g)) {
    const args: string[] = [];
    let depth = 1;
    let start = match.index + match[0].length;
    let i = start;
    for (; i < source.length && depth > 0; i += 1) {
      const ch = source[i]!;
      if ('([{'.includes(ch)) depth += 1;
      else if (')]}'.includes(ch)) depth -= 1;
      if ((ch === ',' && depth === 1) || depth === 0) {
        args.push(source.slice(start, i).trim());
        start = i + 1;
      }
    }
    calls.push(args.filter((arg) => arg !== ''));
  }
  return calls;
}

/** A fixed sleep: Playwright's waitForTimeout, or a timer whose delay is a positive number. */
const sleeps = (source: string): boolean =>
  /waitForTimeout\(/.test(source) ||
  timerCalls(source).some((args) => /^[1-9][\d_]*$/.test(args.at(-1) ?? ''));

describe('no fixed sleeps in tests', () => {
  it('no test, journey or journey helper sleeps for a fixed time', () => {
    const tests = [
      ...filesUnder('src', (name) => /\.test\.tsx?$/.test(name)),
      ...filesUnder('server', (name) => /\.test\.ts$/.test(name)),
      ...filesUnder('e2e', (name) => name.endsWith('.ts')),
      // the WebKit journeys and their WebDriver client
      ...filesUnder('scripts/webkit', (name) => name.endsWith('.ts')),
    ];
    const self = 'src/testing/no-fixed-sleeps.test.ts';
    const sleeping = tests.filter((path) => path !== self && sleeps(readFileSync(path, 'utf8')));
    expect(sleeping).toEqual([]);
  });

  it('knows a sleep when it sees one', () => {
    expect(sleeps('await new Promise((r) => setTimeout(r, 300));')).toBe(true);
    expect(sleeps('await page.waitForTimeout(500);')).toBe(true);
    // spread over lines as a formatter writes a long callback, with or without a trailing comma
    expect(
      sleeps('req.on("close", () => {\n  setTimeout(\n    () => (a ? f(a) : g(b)),\n    50,\n  );\n});'),
    ).toBe(true);
    expect(sleeps('setTimeout(() => {\n  done();\n}, 1_000)')).toBe(true);
    expect(
      sleeps('new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))'),
    ).toBe(false);
    expect(sleeps('test.setTimeout(120_000);')).toBe(false);
    expect(sleeps('const id = setTimeout(tick, delay);')).toBe(false);
  });
});
