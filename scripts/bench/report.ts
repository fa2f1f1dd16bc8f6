/** Pure summary of a bench run: medians, the Markdown report and the targets it checks. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchTargets } from '../budgets/budgets';
import type { PageMetrics } from './lighthouse';
import type { LoadResult } from './load';
import { loadMarkdown, type MachineLoad } from './machine-load';
import { medianWork } from './main-thread';
import type { SoakResult } from './soak';

export interface RouteResult {
  route: string;
  runs: PageMetrics[];
  errors: string[];
}
export interface BuildResult {
  label: string;
  folder: string;
  routes: RouteResult[];
  /** The same routes in the low-end phone profile (`--no-low-end` skips it). */
  lowEnd?: RouteResult[];
}
/** The low-end profile's CPU slowdown, calibrated once at the start of the run. */
export interface LowEndProfile {
  /** The median benchmark index of the calibration runs. */
  benchmarkIndex: number;
  multiplier: number;
  /** False when the machine was too slow for the calculator: slowed by the phone's factor alone. */
  calibrated: boolean;
}
export interface BenchResult {
  startedAt: string;
  command: string;
  machine: string;
  /** How busy the machine was during the run, and whether its timings are valid. */
  machineLoad?: MachineLoad;
  builds: BuildResult[];
  /** The floor page (scripts/bench/floor/), measured beside every route of every run. */
  floor?: RouteResult;
  /** The floor page in the low-end profile, beside every route too. */
  floorLowEnd?: RouteResult;
  lowEnd?: LowEndProfile;
  load?: LoadResult;
  soak?: SoakResult;
  /** The long-list bench's table and notes, as it prints them (scripts/bench/lists-bench.ts). */
  lists?: string[];
  errors: string[];
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function medianMetrics(runs: PageMetrics[]): PageMetrics | undefined {
  if (runs.length === 0) return undefined;
  const of = (key: Exclude<keyof PageMetrics, 'mainThread'>) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    observedLcpMs: of('observedLcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
    benchmarkIndex: of('benchmarkIndex'),
    mainThread: medianWork(
      runs.map((r) => r.mainThread),
      median,
    ),
  };
}

const mark = (ok: boolean) => (ok ? '✅' : '❌');
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

function row(cells: (string | number)[]): string {
  return `| ${cells.join(' | ')} |`;
}
function tableOf(head: string[], rows: (string | number)[][]): string[] {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)];
}

export function markdown(result: BenchResult): string {
  const t = benchTargets;
  const lines: string[] = [
    `# Bench ${result.startedAt}`,
    '',
    `\`${result.command}\` — ${result.machine}`,
    '',
    ...(result.machineLoad ? [...loadMarkdown(result.machineLoad), ''] : []),
    ...benchmarkIndexMarkdown(result),
  ];
  for (const build of result.builds) {
    const runs = Math.max(0, ...build.routes.map((r) => r.runs.length));
    lines.push(
      `## Lighthouse 12.8.2, mobile default — ${build.label} (${build.folder}), median of ${runs}`,
      '',
    );
    lines.push(
      ...tableOf(
        [
          'route',
          `score (≥ ${t.performanceScore})`,
          `LCP ms (≤ ${int(t.lcpMs)})`,
          'observed LCP ms',
          `TBT ms (≤ ${t.tbtMs})`,
          `CLS (≤ ${t.cls})`,
          'transferred B',
          'runs',
        ],
        build.routes.map((r) => {
          const m = medianMetrics(r.runs);
          if (!m) return [r.route, `failed: ${r.errors[0] ?? 'no run'}`, '', '', '', '', '', 0];
          return [
            r.route,
            `${m.score} ${mark(m.score >= t.performanceScore)}`,
            `${int(m.lcpMs)} ${mark(m.lcpMs <= t.lcpMs)}`,
            int(m.observedLcpMs),
            `${int(m.tbtMs)} ${mark(m.tbtMs <= t.tbtMs)}`,
            `${m.cls.toFixed(3)} ${mark(m.cls <= t.cls)}`,
            int(m.bytes),
            r.runs.length,
          ];
        }),
      ),
      '',
    );
  }
  lines.push(...floorMarkdown(result));
  lines.push(...mainThreadMarkdown(result));
  lines.push(...lowEndMarkdown(result));
  lines.push(...goalsMarkdown(result));
  const [main, other] = result.builds;
  if (main && other) {
    lines.push(`## ${other.label} ÷ ${main.label} (above 1× means ${other.label} is heavier or slower)`, '');
    lines.push(
      ...tableOf(
        ['route', 'score', 'LCP', 'observed LCP', 'TBT', 'transferred bytes'],
        main.routes.map((r, i) => {
          const a = medianMetrics(r.runs);
          const b = medianMetrics(other.routes[i]?.runs ?? []);
          if (!a || !b) return [r.route, 'no data', '', '', '', ''];
          return [
            r.route,
            `${b.score} vs ${a.score}`,
            ratio(b.lcpMs, a.lcpMs),
            ratio(b.observedLcpMs, a.observedLcpMs),
            ratio(b.tbtMs, a.tbtMs),
            `${ratio(b.bytes, a.bytes)} (${int(b.bytes)} vs ${int(a.bytes)})`,
          ];
        }),
      ),
      '',
    );
  }
  if (result.load) {
    const l = result.load;
    lines.push(`## Load: POST /api/balance, ${l.connections} connections, ${l.seconds} s (${l.member})`, '');
    lines.push(
      ...tableOf(
        [`req/s (≥ ${int(t.balanceRequestsPerSecond)})`, 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
        [
          [
            `${int(l.requestsPerSecond)} ${mark(l.requestsPerSecond >= t.balanceRequestsPerSecond)}`,
            l.p50Ms,
            l.p99Ms,
            int(l.total),
            l.non2xx,
            l.errors,
          ],
        ],
      ),
      '',
    );
  }
  if (result.soak) {
    const s = result.soak;
    // The heap target is stated for 10 minutes; a shorter soak is a smoke check, not the number.
    const verdict = s.minutes >= 10 ? mark(s.heapGrowthBytes < t.heapGrowthBytes) : '(target is for 10 min)';
    lines.push(`## Soak: signed-in / open ${s.minutes} min with balance polling`, '');
    lines.push(
      ...tableOf(
        [
          'heap start MB',
          'heap end MB',
          `growth MB (< ${mb(t.heapGrowthBytes)} over 10 min)`,
          'peak MB',
          'requests',
          '/api/balance requests',
          'page errors',
        ],
        [
          [
            mb(s.heapStartBytes),
            mb(s.heapEndBytes),
            `${mb(s.heapGrowthBytes)} ${verdict}`,
            mb(s.heapPeakBytes),
            s.requests,
            s.balanceRequests > 0 ? s.balanceRequests : '0 ⚠ no polling seen',
            s.pageErrors,
          ],
        ],
      ),
      '',
    );
  }
  if (result.lists) lines.push('## Long lists', '', ...result.lists, '');
  if (result.errors.length > 0)
    lines.push('## Errors', '', ...result.errors.map((e) => `- ${e.split('\n')[0]}`), '');
  return lines.join('\n');
}

/** Above this, a route's LCP is further from the floor page's than the goal allows. */
export const FLOOR_LCP_GOAL = 1.15;

/**
 * Each route's LCP and TBT beside the floor page's, measured in the same run: the ratio says what
 * our code costs on top of React, one kit component and the same hero image, whatever the
 * machine. A TBT ratio over a floor of 0 ms has no meaning: the difference is given instead.
 */
export function floorMarkdown(result: BenchResult): string[] {
  const floor = result.floor && medianMetrics(result.floor.runs);
  if (!result.floor) return [];
  if (!floor)
    return [
      '## Against the floor page',
      '',
      `The floor page was not measured: ${result.floor.errors[0] ?? 'no run'}.`,
      '',
    ];
  const tbt = (ms: number) =>
    floor.tbtMs > 0 ? `${int(ms)} (${ratio(ms, floor.tbtMs)})` : `${int(ms)} (+${int(ms - floor.tbtMs)} ms)`;
  const rows: (string | number)[][] = [];
  for (const build of result.builds)
    for (const r of build.routes) {
      const m = medianMetrics(r.runs);
      if (!m) continue;
      const lcp = m.lcpMs / floor.lcpMs;
      rows.push([
        r.route,
        build.label,
        `${int(m.lcpMs)} (${lcp.toFixed(2)}× ${mark(lcp <= FLOOR_LCP_GOAL)})`,
        `${int(m.observedLcpMs)} (${ratio(m.observedLcpMs, floor.observedLcpMs)})`,
        tbt(m.tbtMs),
      ]);
    }
  return [
    `## Against the floor page: LCP ${int(floor.lcpMs)} ms (observed ${int(floor.observedLcpMs)} ms), TBT ${int(floor.tbtMs)} ms (median of ${result.floor.runs.length})`,
    '',
    `React 19 + react-dom and one antd-mobile Image showing the same hero image as \`/\`, built by the same Vite and served alike (scripts/bench/floor/). Goal: LCP ≤ ${FLOOR_LCP_GOAL}× the floor's.`,
    '',
    ...tableOf(['route', 'build', 'LCP ms (÷ floor)', 'observed LCP ms (÷ floor)', 'TBT ms (÷ floor)'], rows),
    '',
  ];
}

export const OUT_DIR = 'bench-results';

/** bench-results/<date>-<time>.md (UTC), one file per measured run: committed beside the code it measured. */
export function resultFile(startedAt: string, exists: (path: string) => boolean = existsSync): string {
  const stamp = startedAt.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}).*$/, '$1-$2$3');
  let path = join(OUT_DIR, `${stamp}.md`);
  for (let n = 2; exists(path); n++) path = join(OUT_DIR, `${stamp}-${n}.md`);
  return path;
}

/** Every Lighthouse run of the bench, in both profiles, the floor's too. */
function allRuns(result: BenchResult): PageMetrics[] {
  const slots = [
    ...result.builds.flatMap((b) => [...b.routes, ...(b.lowEnd ?? [])]),
    ...(result.floor ? [result.floor] : []),
    ...(result.floorLowEnd ? [result.floorLowEnd] : []),
  ];
  return slots.flatMap((s) => s.runs);
}

/** Lighthouse's benchmark index of the machine, as every run measured it. */
export function benchmarkIndexMarkdown(result: BenchResult): string[] {
  const indexes = allRuns(result).map((r) => r.benchmarkIndex);
  if (indexes.length === 0) return [];
  return [
    `Lighthouse's benchmarkIndex of this machine: median ${int(median(indexes))} (${int(Math.min(...indexes))}–${int(Math.max(...indexes))} over ${indexes.length} runs; Lighthouse's default mobile profile assumes a machine of about 1,533 for its 4× slowdown).`,
    '',
  ];
}

const topFiles = (byFile: Record<string, number>, count: number) =>
  Object.entries(byFile)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, ms]) => ms >= 1)
    .map(([file, ms]) => `${file} ${int(ms)}`)
    .join(', ');

/**
 * The main thread's work before the observed largest paint (unthrottled, this machine's time), from
 * each run's trace: total against the floor's, and by kind and by script file.
 */
export function mainThreadMarkdown(result: BenchResult): string[] {
  const floor = result.floor && medianMetrics(result.floor.runs);
  const goal = benchTargets.floorRatio.mainThreadBeforeLcp;
  const rows: (string | number)[][] = [];
  const add = (route: string, label: string, m: PageMetrics) => {
    const w = m.mainThread;
    const vsFloor = floor
      ? ` (${ratio(w.totalMs, floor.mainThread.totalMs)}${label === 'floor' ? '' : ` ${mark(w.totalMs <= goal * floor.mainThread.totalMs)}`})`
      : '';
    rows.push([
      route,
      label,
      `${int(w.totalMs)}${vsFloor}`,
      int(w.scriptMs),
      int(w.styleMs),
      int(w.layoutMs),
      int(w.otherMs),
      topFiles(w.scriptByFile, 4),
    ]);
  };
  for (const build of result.builds)
    for (const r of build.routes) {
      const m = medianMetrics(r.runs);
      if (m) add(r.route, build.label, m);
    }
  if (floor) add('/', 'floor', floor);
  if (rows.length === 0) return [];
  return [
    `## Main thread before the largest paint (ms, this machine unthrottled, median; goal ≤ ${goal}× the floor's)`,
    '',
    ...tableOf(
      ['route', 'build', 'total (÷ floor)', 'script', 'style', 'layout', 'other', 'script by file (largest)'],
      rows,
    ),
    '',
  ];
}

/** The low-end phone profile beside the default one, for every build and the floor. */
export function lowEndMarkdown(result: BenchResult): string[] {
  const profile = result.lowEnd;
  if (!profile) return [];
  const t = benchTargets.lowEnd;
  const floor = result.floorLowEnd && medianMetrics(result.floorLowEnd.runs);
  const rows: (string | number)[][] = [];
  const add = (route: string, label: string, low: PageMetrics | undefined, def: PageMetrics | undefined) => {
    if (!low) return void rows.push([route, label, 'no run', '', '', '', '']);
    const vs = (a: number, b: number | undefined) => (b !== undefined ? ` (${ratio(a, b)})` : '');
    rows.push([
      route,
      label,
      low.score,
      `${int(low.lcpMs)} ${mark(low.lcpMs <= t.lcpMs)}${label === 'floor' ? '' : vs(low.lcpMs, floor?.lcpMs)}`,
      `${int(low.tbtMs)} ${mark(low.tbtMs <= t.tbtMs)}`,
      int(low.observedLcpMs),
      def ? `${def.score}, ${int(def.lcpMs)}, ${int(def.tbtMs)}` : '',
    ]);
  };
  for (const build of result.builds)
    build.routes.forEach((r, i) =>
      add(r.route, build.label, medianMetrics(build.lowEnd?.[i]?.runs ?? []), medianMetrics(r.runs)),
    );
  if (result.floorLowEnd)
    add('/', 'floor', floor, result.floor ? medianMetrics(result.floor.runs) : undefined);
  const how = profile.calibrated
    ? `calibrated from the benchmark index ${int(profile.benchmarkIndex)} by Lighthouse's CPU throttling calculator to a phone half as fast as its default mobile`
    : `the benchmark index ${int(profile.benchmarkIndex)} is below the calculator's range (150): the machine slowed by 2× as it is, not calibrated`;
  return [
    `## Low-end phone: CPU ${profile.multiplier.toFixed(2)}× slower, simulated slow 4G (${how})`,
    '',
    ...tableOf(
      [
        'route',
        'build',
        'score',
        `LCP ms (≤ ${int(t.lcpMs)}; ÷ floor)`,
        `TBT ms (≤ ${t.tbtMs})`,
        'observed LCP ms',
        'default profile: score, LCP, TBT',
      ],
      rows,
    ),
    '',
  ];
}

export interface GoalCheck {
  route: string;
  goal: string;
  /** The figure and what it is held against, as printed. */
  value: string;
  /** undefined when a figure is missing (a failed run, a profile not run). */
  met: boolean | undefined;
}

/**
 * The goals of every landing route for the first build (this build), against the floor of the same
 * run, in both profiles, and never behind the second build (the release before) in either.
 */
export function evaluateGoals(result: BenchResult): GoalCheck[] {
  const [main, before] = result.builds;
  if (!main) return [];
  const t = benchTargets;
  const floor = result.floor && medianMetrics(result.floor.runs);
  const checks: GoalCheck[] = [];
  const check = (
    route: string,
    goal: string,
    value: number | undefined,
    limit: number | undefined,
    unit = '',
  ) =>
    checks.push({
      route,
      goal,
      value:
        value === undefined || limit === undefined
          ? 'no data'
          : `${unit === '×' ? value.toFixed(2) : int(value)}${unit} vs ${unit === '×' ? limit : int(limit)}${unit}`,
      met: value === undefined || limit === undefined ? undefined : value <= limit,
    });
  main.routes.forEach((r, i) => {
    const m = medianMetrics(r.runs);
    const low = medianMetrics(main.lowEnd?.[i]?.runs ?? []);
    const div = (a: number | undefined, b: number | undefined) =>
      a !== undefined && b !== undefined && b > 0 ? a / b : undefined;
    check(
      r.route,
      'observed LCP ÷ floor',
      div(m?.observedLcpMs, floor?.observedLcpMs),
      t.floorRatio.observedLcp,
      '×',
    );
    check(r.route, 'LCP ÷ floor', div(m?.lcpMs, floor?.lcpMs), t.floorRatio.lcp, '×');
    check(
      r.route,
      'main thread before LCP ÷ floor',
      div(m?.mainThread.totalMs, floor?.mainThread.totalMs),
      t.floorRatio.mainThreadBeforeLcp,
      '×',
    );
    if (result.lowEnd) {
      check(r.route, 'low-end TBT ms', low?.tbtMs, t.lowEnd.tbtMs);
      check(r.route, 'low-end LCP ms', low?.lcpMs, t.lowEnd.lcpMs);
    }
    if (before) {
      const old = medianMetrics(before.routes[i]?.runs ?? []);
      const oldLow = medianMetrics(before.lowEnd?.[i]?.runs ?? []);
      check(r.route, 'LCP ms ≤ release before', m?.lcpMs, old?.lcpMs);
      check(r.route, 'observed LCP ms ≤ release before', m?.observedLcpMs, old?.observedLcpMs);
      check(r.route, 'TBT ms ≤ release before', m?.tbtMs, old?.tbtMs);
      if (result.lowEnd) {
        check(r.route, 'low-end LCP ms ≤ release before', low?.lcpMs, oldLow?.lcpMs);
        check(r.route, 'low-end TBT ms ≤ release before', low?.tbtMs, oldLow?.tbtMs);
      }
    }
  });
  return checks;
}

export function goalsMarkdown(result: BenchResult): string[] {
  const checks = evaluateGoals(result);
  if (checks.length === 0) return [];
  const goals = [...new Set(checks.map((c) => c.goal))];
  const routes = [...new Set(checks.map((c) => c.route))];
  const cell = (c: GoalCheck | undefined) =>
    !c ? '' : `${c.value} ${c.met === undefined ? '—' : mark(c.met)}`;
  const missed = checks.filter((c) => c.met === false).length;
  const unknown = checks.filter((c) => c.met === undefined).length;
  const verdict =
    missed === 0 && unknown === 0
      ? 'all met'
      : `${missed} missed${unknown > 0 ? `, ${unknown} without data` : ''}`;
  return [
    `## Goals of every landing route (${result.builds[0]?.label}, medians): ${verdict}`,
    '',
    ...tableOf(
      ['goal', ...routes],
      goals.map((goal) => [
        goal,
        ...routes.map((route) => cell(checks.find((c) => c.route === route && c.goal === goal))),
      ]),
    ),
    '',
  ];
}
