/** Pure summary of a bench run: medians, the Markdown report and the targets it checks. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchTargets } from '../budgets/budgets';
import type { PageMetrics } from './lighthouse';
import type { LoadResult } from './load';
import { loadMarkdown, type MachineLoad } from './machine-load';
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
  const of = (key: keyof PageMetrics) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    observedLcpMs: of('observedLcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
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
