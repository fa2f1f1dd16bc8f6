import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyse, check, readDist, table } from './analyse';
import { budgets } from './budgets';

// A string, not `new URL(...)`: under the root config's jsdom, URL is jsdom's and node rejects it.
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

// The root Vitest run (unit step) also matches scripts/**/*.test.ts but runs before `vite build`;
// only the budgets config (after the build) sets BUDGETS_CHECK_DIST, so a stale dist/ is never judged.
describe.runIf(process.env.BUDGETS_CHECK_DIST === '1')(
  'size budgets of the production build (gzip -9)',
  () => {
    it('keeps the first load of / and every lazy chunk within budget', () => {
      const { manifest, html, sizeOf } = readDist(dist);
      const analysis = analyse(manifest, html, sizeOf);
      const verdict = check(analysis, budgets);
      console.log(`\n${table(analysis, budgets)}\n`);
      for (const note of verdict.notes) console.warn(`note: ${note}`);
      expect(verdict.failures, `over budget:\n  ${verdict.failures.join('\n  ')}`).toEqual([]);
    });
  },
);
