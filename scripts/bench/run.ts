/**
 * `npm run bench`: build, serve on a fresh database, Lighthouse each route, load /api/balance,
 * soak a signed-in home page; optionally the same Lighthouse runs on other built front ends
 * (`--compare`, once per folder), interleaved run by run.
 * Not part of `npm test`: timings are noisy, so targets are reported, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { htmlAssets } from '../budgets/analyse';
import { parseArgs, USAGE, type BenchOptions } from './args';
import { measurePage } from './lighthouse';
import { loadBalance } from './load';
import { CHROMIUM, startServer, stopAll, type RunningServer } from './processes';
import { markdown, type BenchResult, type BuildResult } from './report';
import { soak } from './soak';

const ROUTES = ['/#/', '/#/login', '/#/activity', '/#/zhanzhu'];
const OUT_DIR = 'bench-results';

const log = (message: string) => console.log(`[bench] ${message}`);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function build(): void {
  log('vite build');
  const run = spawnSync(process.execPath, ['scripts/build-strict.mjs'], {
    stdio: 'inherit',
    timeout: 10 * 60_000,
  });
  if (run.status !== 0) throw new Error(`vite build failed (${run.status ?? run.signal})`);
}

/** The server must serve this very folder, or we would measure the wrong front end. */
async function expectServes(server: RunningServer, folder: string): Promise<void> {
  const html = readFileSync(join(folder, 'index.html'), 'utf8');
  const served = await (await fetch(`${server.origin}/`, { signal: AbortSignal.timeout(10_000) })).text();
  const marker = htmlAssets(html)[0];
  if (marker ? !served.includes(marker) : served.trim() !== html.trim()) {
    throw new Error(
      `${server.label} server at ${server.origin} does not serve ${folder}/index.html` +
        (server.label !== 'this build'
          ? ' — server/src/server.ts needs to take its static folder from STATIC_DIR'
          : ''),
    );
  }
}

async function lighthouseAll(
  options: BenchOptions,
  targets: { server: RunningServer; result: BuildResult }[],
): Promise<void> {
  // Interleave builds and routes run by run, so drift on the machine hits every column alike.
  for (let run = 1; run <= options.runs; run++) {
    for (const [index, route] of ROUTES.entries()) {
      for (const { server, result } of targets) {
        const slot = result.routes[index];
        if (!slot) continue;
        log(`lighthouse ${result.label} ${route} run ${run}/${options.runs}`);
        try {
          slot.runs.push(await measurePage(`${server.origin}${route}`));
        } catch (error) {
          slot.errors.push(messageOf(error));
          log(`  failed: ${messageOf(error).split('\n')[0]}`);
        }
      }
    }
  }
}

async function main(options: BenchOptions, result: BenchResult): Promise<void> {
  if (options.build) build();
  const dist = resolve('dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/index.html is missing: build first or drop --no-build');
  const compares = options.compare.map((folder) => resolve(folder));
  for (const compare of compares)
    if (!existsSync(join(compare, 'index.html'))) throw new Error(`--compare ${compare} has no index.html`);

  // Our build is measured under the strict policy it ships with, whatever the caller's environment.
  const main = await startServer('this build', { STATIC_LEGACY_SCRIPTS: '0', STATIC_ALLOW_EVAL: '0' });
  await expectServes(main, dist);
  const targets = [
    {
      server: main,
      result: {
        label: 'this build',
        folder: 'dist',
        routes: ROUTES.map((route) => ({ route, runs: [], errors: [] })),
      },
    },
  ];
  for (const [index, compare] of compares.entries()) {
    // A compare build may be someone else's (the family's original Vue client compiles its root
    // template in the browser): without the legacy-build switch it would be measured as a blank
    // page. The header does not change what loads, so the measurement stays comparable.
    const label = compares.length === 1 ? 'compare' : `compare ${index + 1}`;
    const other = await startServer(label, { STATIC_DIR: compare, STATIC_LEGACY_SCRIPTS: '1' });
    await expectServes(other, compare);
    targets.push({
      server: other,
      result: {
        label,
        folder: compare,
        routes: ROUTES.map((route) => ({ route, runs: [], errors: [] })),
      },
    });
  }
  result.builds = targets.map((t) => t.result);
  await lighthouseAll(options, targets);
  for (const build of result.builds)
    for (const r of build.routes)
      result.errors.push(...r.errors.map((e) => `lighthouse ${build.label} ${r.route}: ${e}`));

  if (options.loadSeconds > 0) {
    try {
      log(`load: /api/balance for ${options.loadSeconds} s with ${options.connections} connections`);
      result.load = await loadBalance(main.origin, options.loadSeconds, options.connections);
    } catch (error) {
      result.errors.push(`load: ${messageOf(error)}`);
    }
  }
  if (options.soakMinutes > 0) {
    try {
      log(`soak: signed-in / for ${options.soakMinutes} min`);
      result.soak = await soak(main.origin, options.soakMinutes);
    } catch (error) {
      result.errors.push(`soak: ${messageOf(error)}`);
    }
  }
}

function machine(): string {
  const version =
    spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim() || CHROMIUM;
  return `Node ${process.version}, ${version}, ${cpus().length} CPU, ${loadAverage()} at start`;
}

/** The machine's 1/5/15-minute load average: timings on a shared machine mean little without it. */
function loadAverage(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;
}

function write(result: BenchResult): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const stamp = result.startedAt.replace(/[:.]/g, '-');
  const text = markdown(result);
  for (const name of [`bench-${stamp}`, 'latest']) {
    writeFileSync(join(OUT_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(OUT_DIR, `${name}.md`), text);
  }
  console.log(`\n${text}`);
  log(`written ${OUT_DIR}/bench-${stamp}.{json,md} and ${OUT_DIR}/latest.{json,md}`);
}

let options: BenchOptions;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(messageOf(error));
  console.error(`usage: ${USAGE}`);
  process.exit(2);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping servers and Chromium`);
    void stopAll().finally(() => process.exit(130));
  });
}

const result: BenchResult = {
  startedAt: new Date().toISOString(),
  command: ['npm run bench', '--', ...process.argv.slice(2)].join(' ').replace(/ --$/, ''),
  machine: machine(),
  builds: [],
  errors: [],
};
try {
  await main(options, result);
} catch (error) {
  result.errors.push(messageOf(error));
  console.error(error);
} finally {
  await stopAll();
}
result.machine += `, ${loadAverage()} at end`;
write(result);
process.exit(result.errors.length > 0 ? 1 : 0);
