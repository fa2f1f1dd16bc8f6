/**
 * `npm run bench`: build, then serve each build measured — ours, every `--compare` (a built folder,
 * or a git revision built in a temporary worktree) and the floor page (scripts/bench/floor/) — as
 * deployed: nginx with deploy/nginx.conf (HTTP/2 over TLS, brotli_static), its API proxied to a
 * reference server of its own on a fresh database (scripts/bench/nginx.ts). Lighthouse each
 * route, interleaved run by run, the floor beside every route; load /api/balance and soak a
 * signed-in home page on ours; then the long-list bench (scripts/bench/lists-bench.ts,
 * `--no-lists` skips it). The machine's load and the CPU other processes took are watched
 * throughout (scripts/bench/machine-load.ts): above its limits the report says the run is not
 * valid. The report goes to bench-results/<date>-<time>.md, one file per run, to be committed.
 * Not part of `npm test`: timings are noisy, so targets are reported, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { compressFolder } from '../../build/compress';
import { htmlAssets } from '../budgets/analyse';
import { parseArgs, USAGE, type BenchOptions } from './args';
import { measurePage } from './lighthouse';
import { lowEndMultiplier } from './main-thread';
import { listsMarkdown, LISTS_DEFAULTS, runListsBench } from './lists-bench';
import { loadBalance } from './load';
import { watchMachine } from './machine-load';
import { fetchInsecure, INSTALL_HINT, nginxBinary, brotliModule, startNginx } from './nginx';
import { CHROMIUM, freePort, startServer, stopAll, type RunningServer } from './processes';
import {
  markdown,
  median,
  resultFile,
  type BenchResult,
  type BuildResult,
  type LowEndProfile,
  type RouteResult,
} from './report';
import { buildFloor, buildRevision, isBuiltFolder, type Built } from './revision';
import { soak } from './soak';

/** A landing route's hash path as the URL path the bench opens. */
const urlOf = (route: string) => `/#${route}`;

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

/** What Lighthouse opens: nginx in front of the build, the reference server behind it. */
interface Served {
  /** The https origin of nginx. */
  origin: string;
  label: string;
  /** The reference server behind nginx (the load test and the soak go to it directly). */
  api: RunningServer;
}

/** nginx must serve this very folder, brotli-compressed, or we would measure the wrong thing. */
async function expectServes(served: Served, folder: string): Promise<void> {
  const html = readFileSync(join(folder, 'index.html'), 'utf8');
  const marker = htmlAssets(html)[0];
  const page = await fetchInsecure(`${served.origin}/`);
  const text = page.body.toString('utf8');
  if (marker ? !text.includes(marker) : text.trim() !== html.trim())
    throw new Error(`nginx at ${served.origin} does not serve ${folder}/index.html`);
  const asset = marker
    ? await fetchInsecure(`${served.origin}/${marker.replace(/^\.?\//, '')}`, {
        'Accept-Encoding': 'br, gzip',
      })
    : undefined;
  if (asset && asset.headers['content-encoding'] !== 'br')
    log(
      `note: ${served.label} has no brotli copy of ${marker} (measured as nginx sends it: ${asset.headers['content-encoding'] ?? 'uncompressed'})`,
    );
}

/**
 * A build without precompressed copies (one from before build/compress.ts, or another project's)
 * is measured as this repository deploys builds: copied to a temporary folder and compressed
 * there as `vite build` would have, so every column gets brotli.
 */
function precompressed(folder: string): string {
  if (existsSync(join(folder, 'index.html.br'))) return folder;
  const copy = mkdtempSync(join(tmpdir(), 'h5-bench-build-'));
  chmodSync(copy, 0o755);
  cpSync(folder, copy, { recursive: true });
  compressFolder(copy);
  log(`${folder} has no .br/.gz copies: measuring a compressed copy in ${copy}`);
  return copy;
}

/** The reference server for the API and nginx with deploy/nginx.conf in front of the folder. */
async function serve(label: string, folder: string, legacyScripts: boolean): Promise<Served> {
  // The server's own static serving is not measured: nginx serves the build. Behind nginx's TLS it
  // runs as docs/deployment.md says (PUBLIC_ORIGIN and TRUST_PROXY=1 on loopback): nginx starts
  // first, on the port the server will take, so its origin is known.
  const apiPort = await freePort();
  const nginx = await startNginx(precompressed(folder), apiPort, legacyScripts);
  const api = await startServer(label, {
    STATIC_LEGACY_SCRIPTS: '0',
    STATIC_ALLOW_EVAL: '0',
    PORT: String(apiPort),
    PUBLIC_ORIGIN: nginx.origin,
    TRUST_PROXY: '1',
  });
  const served = { origin: nginx.origin, label, api };
  await expectServes(served, folder);
  return served;
}

async function measureInto(
  slot: RouteResult,
  url: string,
  what: string,
  cpuSlowdownMultiplier?: number,
): Promise<void> {
  log(`lighthouse ${what}`);
  try {
    slot.runs.push(await measurePage(url, cpuSlowdownMultiplier));
  } catch (error) {
    slot.errors.push(messageOf(error));
    log(`  failed: ${messageOf(error).split('\n')[0]}`);
  }
}

/**
 * The low-end profile's slowdown, fixed for the whole run: Lighthouse's benchmark index of the
 * machine, the median of a few default runs of the floor page (not reported as measurements), put
 * through the throttling calculator. One figure for every column keeps them comparable.
 */
async function calibrate(floor: Served, runs: number): Promise<LowEndProfile> {
  const indexes: number[] = [];
  for (let run = 1; run <= runs; run++) {
    log(`calibration: benchmark index, floor run ${run}/${runs}`);
    indexes.push((await measurePage(`${floor.origin}/`)).benchmarkIndex);
  }
  const benchmarkIndex = median(indexes);
  const profile = { benchmarkIndex, ...lowEndMultiplier(benchmarkIndex) };
  log(`low-end phone: benchmark index ${benchmarkIndex.toFixed(0)}, CPU ${profile.multiplier.toFixed(2)}×`);
  return profile;
}

async function lighthouseAll(
  options: BenchOptions,
  targets: { server: Served; result: BuildResult }[],
  floor: { server: Served; result: RouteResult; lowEnd?: RouteResult },
  lowEnd: LowEndProfile | undefined,
): Promise<void> {
  // Interleave builds and routes run by run, so drift on the machine hits every column alike; the
  // floor beside every route, so each ratio to it is taken at the same moment. The low-end profile
  // follows the default one for each route, in the same order.
  for (let run = 1; run <= options.runs; run++) {
    for (const [index, route] of options.routes.entries()) {
      const profiles = lowEnd ? ([undefined, lowEnd.multiplier] as const) : ([undefined] as const);
      for (const multiplier of profiles) {
        const name = multiplier === undefined ? '' : ` low-end ${multiplier.toFixed(2)}×`;
        for (const { server, result } of targets) {
          const slot = multiplier === undefined ? result.routes[index] : result.lowEnd?.[index];
          if (slot)
            await measureInto(
              slot,
              `${server.origin}${urlOf(route)}`,
              `${result.label} ${route}${name} run ${run}/${options.runs}`,
              multiplier,
            );
        }
        const floorSlot = multiplier === undefined ? floor.result : floor.lowEnd;
        if (floorSlot)
          await measureInto(
            floorSlot,
            `${floor.server.origin}/`,
            `floor (beside ${route})${name} run ${run}/${options.runs}`,
            multiplier,
          );
      }
    }
  }
}

/** A `--compare` value as a folder to serve: itself, or the build of the revision it names. */
function compareFolder(value: string, made: Built[]): { folder: string; label: string } {
  if (isBuiltFolder(value)) return { folder: resolve(value), label: value };
  const built = buildRevision(value, log);
  made.push(built);
  return { folder: built.folder, label: built.label };
}

async function main(options: BenchOptions, result: BenchResult, made: Built[]): Promise<void> {
  if (!nginxBinary() || !brotliModule())
    throw new Error(`nginx with brotli_static is missing: ${INSTALL_HINT}`);
  if (options.build) build();
  const dist = resolve('dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('dist/index.html is missing: build first or drop --no-build');
  // Everything is built before anything is measured: a build beside a measurement is load.
  const compares = options.compare.map((value) => compareFolder(value, made));
  const floorBuild = buildFloor(log);
  made.push(floorBuild);

  const slots = (): RouteResult[] =>
    options.routes.map((route) => ({ route: urlOf(route), runs: [], errors: [] }));
  // Our build is measured under the strict policy it ships with (deploy/security-headers.conf).
  const main = await serve('this build', dist, false);
  const targets = [
    {
      server: main,
      result: {
        label: 'this build',
        folder: 'dist',
        routes: slots(),
        ...(options.lowEnd ? { lowEnd: slots() } : {}),
      },
    },
  ];
  for (const [index, compare] of compares.entries()) {
    // A compare build may be someone else's (the family's original Vue client compiles its root
    // template in the browser): without the legacy-build switch it would be measured as a blank
    // page. The header does not change what loads, so the measurement stays comparable.
    const label = compares.length === 1 ? 'compare' : `compare ${index + 1}`;
    const other = await serve(label, compare.folder, true);
    targets.push({
      server: other,
      result: {
        label,
        folder: compare.label,
        routes: slots(),
        ...(options.lowEnd ? { lowEnd: slots() } : {}),
      },
    });
  }
  result.builds = targets.map((t) => t.result);
  const floor = {
    server: await serve('floor', floorBuild.folder, false),
    result: { route: '/', runs: [], errors: [] } as RouteResult,
    ...(options.lowEnd ? { lowEnd: { route: '/', runs: [], errors: [] } as RouteResult } : {}),
  };
  result.floor = floor.result;
  result.floorLowEnd = floor.lowEnd;
  // Watched from here: the builds above are ours and over, and a build run with spawnSync would
  // stop the sampling and end before the next sample, so its CPU would count as others'.
  watch = watchMachine();
  if (options.lowEnd)
    try {
      result.lowEnd = await calibrate(floor.server, Math.min(3, options.runs));
    } catch (error) {
      result.errors.push(`low-end calibration: ${messageOf(error)}`);
    }
  await lighthouseAll(options, targets, floor, result.lowEnd);
  for (const [slot, name] of [
    [floor.result, 'floor'],
    [floor.lowEnd, 'floor low-end'],
  ] as const)
    if (slot) result.errors.push(...slot.errors.map((e) => `lighthouse ${name}: ${e}`));
  for (const build of result.builds)
    for (const r of build.lowEnd ?? [])
      result.errors.push(...r.errors.map((e) => `lighthouse ${build.label} ${r.route} low-end: ${e}`));
  for (const build of result.builds)
    for (const r of build.routes)
      result.errors.push(...r.errors.map((e) => `lighthouse ${build.label} ${r.route}: ${e}`));

  if (options.loadSeconds > 0) {
    try {
      log(`load: /api/balance for ${options.loadSeconds} s with ${options.connections} connections`);
      result.load = await loadBalance(main.api.origin, options.loadSeconds, options.connections);
    } catch (error) {
      result.errors.push(`load: ${messageOf(error)}`);
    }
  }
  if (options.soakMinutes > 0) {
    try {
      log(`soak: signed-in / for ${options.soakMinutes} min`);
      result.soak = await soak(main.api.origin, options.soakMinutes);
    } catch (error) {
      result.errors.push(`soak: ${messageOf(error)}`);
    }
  }
  if (options.lists) {
    const lists = { ...LISTS_DEFAULTS, dist, runs: options.runs, depths: options.listsDepths };
    try {
      log(`long lists: ${lists.lists.join(', ')} to ${lists.depths.join(', ')} rows`);
      result.lists = listsMarkdown(await runListsBench(lists), lists);
    } catch (error) {
      result.errors.push(`long lists: ${messageOf(error)}`);
    }
  }
}

function machine(): string {
  const version =
    spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim() || CHROMIUM;
  const nginx = nginxBinary();
  const served = nginx
    ? `${
        spawnSync(nginx, ['-v'], { encoding: 'utf8', timeout: 10_000 })
          .stderr?.trim()
          .replace(/^nginx version: /, '') || 'nginx'
      } with deploy/nginx.conf (HTTP/2, TLS, brotli_static)`
    : 'no nginx';
  return `Node ${process.version}, ${version}, ${served}, ${cpus().length} CPU, ${loadAverage()} at start`;
}

/** The machine's 1/5/15-minute load average: timings on a shared machine mean little without it. */
function loadAverage(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;
}

function write(result: BenchResult): void {
  const text = markdown(result);
  const path = resultFile(result.startedAt);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(`\n${text}`);
  log(`written ${path}`);
}

let options: BenchOptions;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(messageOf(error));
  console.error(`usage: ${USAGE}`);
  process.exit(2);
}

/** Temporary builds (a compared revision's worktree, the floor page), removed however the run ends. */
const made: Built[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping servers and Chromium, removing temporary builds`);
    void stopAll().finally(() => {
      for (const built of made) built.cleanup();
      process.exit(130);
    });
  });
}

const result: BenchResult = {
  startedAt: new Date().toISOString(),
  command: ['npm run bench', '--', ...process.argv.slice(2)].join(' ').replace(/ --$/, ''),
  machine: machine(),
  builds: [],
  errors: [],
};
let watch: ReturnType<typeof watchMachine> | undefined;
try {
  await main(options, result, made);
} catch (error) {
  result.errors.push(messageOf(error));
  console.error(error);
} finally {
  await stopAll();
  for (const built of made) built.cleanup();
}
result.machineLoad = watch?.stop();
result.machine += `, ${loadAverage()} at end`;
write(result);
process.exit(result.errors.length > 0 ? 1 : 0);
