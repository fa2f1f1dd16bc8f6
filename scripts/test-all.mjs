#!/usr/bin/env node
/**
 * `npm test`: the whole suite in one command — lint, type-check, unit + component + server tests,
 * production build, size budgets, browser end-to-end journeys. Runs every step even after a failure
 * so one report shows everything, prints each runner's own summary, and closes with one total line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit, component and server tests',
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`],
    counts: () => vitestCounts(`${results}/vitest.json`),
  },
  { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  {
    name: 'size budgets',
    cmd: ['npx', 'vitest', 'run', '--config', 'scripts/budgets/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/budgets.json`],
    counts: () => vitestCounts(`${results}/budgets.json`),
    optional: !existsSync('scripts/budgets/vitest.config.ts'),
  },
  {
    name: 'end-to-end (Playwright, mobile Chromium)',
    cmd: ['npx', 'playwright', 'test'],
    env: { CI: process.env.CI ?? '1' },
    counts: () => playwrightCounts(`${results}/e2e.json`),
  },
];

let passed = 0;
let failed = 0;
const failures = [];
for (const step of steps) {
  if (step.optional) continue;
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  // Lint, type-check and build are not tests: they add only a failure when they fail.
  const counts = step.counts?.() ?? { passed: 0, failed: 0 };
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  if (run.status !== 0) failures.push(step.name);
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}
