import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_INPUTS } from './build-inputs.mjs';

describe('npm start rebuilds when what the build reads changed', () => {
  it('watches every folder vite.config.ts imports from (a changed plugin in build/ rebuilds)', () => {
    const config = readFileSync(new URL('../vite.config.ts', import.meta.url), 'utf8');
    const local = [...config.matchAll(/from '\.\/([^/']+)/g)].map((m) => m[1]);
    expect(local.length).toBeGreaterThan(0);
    for (const top of local) expect(BUILD_INPUTS).toContain(top);
  });
});
