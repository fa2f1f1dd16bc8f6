import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyse, check, readDist, table } from './analyse';
import { budgets } from './budgets';

// A string, not `new URL(...)`: under the root config's jsdom, URL is jsdom's and node rejects it.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');

/** Every screen module on disk: `src/features/<domain>/routes/<name>.tsx` (tests excluded). */
function screenModules(): string[] {
  const features = join(root, 'src/features');
  return readdirSync(features).flatMap((domain) => {
    let names: string[] = [];
    try {
      names = readdirSync(join(features, domain, 'routes'));
    } catch {
      return [];
    }
    return names
      .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
      .map((name) => `src/features/${domain}/routes/${name}`);
  });
}

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

    it('puts every screen in a lazy chunk of its own, none in the first load', () => {
      const { manifest, html, sizeOf } = readDist(dist);
      const firstLoad = new Set(analyse(manifest, html, sizeOf).firstLoad.files.map((f) => f.file));
      const screens = screenModules();
      expect(screens.length).toBeGreaterThan(0);
      for (const screen of screens) {
        const chunk = manifest[screen];
        expect(chunk?.isDynamicEntry, `${screen} is not lazily loaded`).toBe(true);
        expect(firstLoad.has(chunk?.file ?? ''), `${screen} is in the first load`).toBe(false);
      }
    });
  },
);
