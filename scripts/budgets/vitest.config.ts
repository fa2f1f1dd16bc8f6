import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm test`'s "size budgets" step: runs after `vite build`, on node, only the budget tests. */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'budgets',
    environment: 'node',
    include: ['scripts/budgets/*.test.ts'],
    env: { BUDGETS_CHECK_DIST: '1' },
  },
});
