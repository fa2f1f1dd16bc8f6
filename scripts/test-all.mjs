#!/usr/bin/env node
/**
 * `npm test`: the whole suite in one command — lint, type-check, unit + component + server tests,
 * production build, size budgets, browser end-to-end journeys (Chromium, then WebKit). Runs every step even after a failure
 * so one report shows everything, prints each runner's own summary and time, and closes with one
 * total line.
 *
 * Nothing may outlive the run: each step runs in its own process group with a run marker in its
 * environment; Ctrl-C or SIGTERM is passed on to the running step, and at the end (green, red or
 * interrupted) any process still carrying the marker is listed, killed, and fails the run.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { killAll, processesOfRun, RUN_MARKER } from './leftovers.mjs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  // Both single-threaded, so on two cores they run side by side (the type-check's output waits and
  // is printed after the lint's).
  { name: 'lint', cmd: ['npm', 'run', 'lint'], beside: 'typecheck' },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit, component and server tests',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest.json`,
    ],
    counts: () => vitestCounts(`${results}/vitest.json`),
  },
  { name: 'build (fails on a warning)', cmd: ['node', 'scripts/build-strict.mjs'] },
  {
    name: 'size budgets',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      'scripts/budgets/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/budgets.json`,
    ],
    counts: () => vitestCounts(`${results}/budgets.json`),
  },
  {
    name: 'end-to-end (Playwright, mobile Chromium)',
    cmd: ['npx', 'playwright', 'test'],
    env: { CI: process.env.CI ?? '1' },
    counts: () => playwrightCounts(`${results}/e2e.json`),
  },
  {
    name: 'end-to-end (WebKit, Safari’s engine)',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      'scripts/webkit/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/webkit.json`,
    ],
    counts: () => vitestCounts(`${results}/webkit.json`),
  },
];

const runId = randomUUID();
const running = new Set();
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    // Each step has its own process group: pass the signal to all of it.
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  });
}

/**
 * Runs a step; its output goes to the terminal as it comes, or, with `quiet`, is kept and returned
 * to be printed when it is its turn.
 */
function runStep(step, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const output = [];
    const start = Date.now();
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      env: { ...process.env, ...step.env, [RUN_MARKER]: runId },
    });
    running.add(child);
    if (quiet)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    const done = (status) => {
      running.delete(child);
      resolve({ status, output: Buffer.concat(output).toString(), ms: Date.now() - start });
    };
    child.once('error', () => done(1));
    // A quiet step's output is complete once its pipes close; a loud one needs only its exit.
    child.once(quiet ? 'close' : 'exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

let passed = 0;
let failed = 0;
const failures = [];
// Named again at the very end: CI keeps only the tail of the log.
const failedTests = [];
const started = Date.now();
/** Steps started early, beside another one: name → its run. */
const early = new Map();
for (const step of steps) {
  if (interrupted) continue;
  const partner = step.beside && steps.find((other) => other.name === step.beside);
  if (partner) early.set(partner.name, runStep(partner, { quiet: true }));
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}${partner ? ` (beside it: ${partner.name})` : ''}`);
  const { status, output, ms } = await (early.get(step.name) ?? runStep(step));
  if (output) process.stdout.write(output);
  console.log(`=== ${step.name}: ${status === 0 ? 'ok' : `exit ${status}`} in ${seconds(ms)}`);
  // Lint, type-check and build are not tests: they add only a failure when they fail.
  const counts = step.counts?.() ?? { passed: 0, failed: 0 };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  failedTests.push(...(counts.names ?? []));
  if (status !== 0) failures.push(step.name);
}
// An interruption may leave a step started beside another unawaited: let it end first.
await Promise.all(early.values());

const left = processesOfRun(runId);
if (left === null) {
  console.log('\nLeft-over process check: not available on this system (needs /proc).');
} else if (left.length > 0) {
  console.log(`\nLeft running by this run (${left.length}), now killed:`);
  for (const p of left) console.log(`  ${p.pid} ${p.command.slice(0, 160)}`);
  killAll(left);
  failures.push('left-over processes');
  failed += 1;
} else {
  console.log('\nLeft-over process check: no process of this run is still running.');
}

if (interrupted) failures.push(`interrupted (${interrupted})`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`Whole suite: ${seconds(Date.now() - started)}`);
for (const name of failedTests) console.log(`  failed: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

function seconds(ms) {
  return ms >= 60_000
    ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
    : `${(ms / 1000).toFixed(1)} s`;
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const names = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(process.cwd(), file.name)} › ${test.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, names };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(`${spec.file} › ${[...titles, spec.title].join(' › ')} (${test.status})`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, names };
}
