import { describe, expect, it } from 'vitest';
import {
  evaluateGoals,
  markdown,
  median,
  medianMetrics,
  resultFile,
  type BenchResult,
  type GoalCheck,
} from './report';

// The observed LCP (the page's own paint, unthrottled) is a third of the simulated one here, and
// the main thread worked a tenth of it before the paint, half of it script.
const run = (score: number, lcpMs: number, bytes: number) => ({
  score,
  lcpMs,
  observedLcpMs: lcpMs / 3,
  tbtMs: 20,
  cls: 0.01,
  bytes,
  benchmarkIndex: 600,
  mainThread: {
    totalMs: lcpMs / 10,
    scriptMs: lcpMs / 20,
    styleMs: 5,
    layoutMs: 3,
    otherMs: lcpMs / 20 - 8,
    scriptByFile: { 'react.js': lcpMs / 40, 'index.js': lcpMs / 40 },
  },
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('of %j is %d', (values, expected) => expect(median(values)).toBe(expected));

  it('takes each metric separately', () => {
    const third = { ...run(95, 2000, 20), mainThread: { ...run(95, 2000, 20).mainThread, scriptByFile: {} } };
    expect(medianMetrics([run(90, 3000, 10), run(99, 1000, 30), third])).toEqual({
      score: 95,
      lcpMs: 2000,
      observedLcpMs: 2000 / 3,
      tbtMs: 20,
      cls: 0.01,
      bytes: 20,
      benchmarkIndex: 600,
      // A file missing from a run counts 0 in it: the median of 75, 25 and 0.
      mainThread: {
        totalMs: 200,
        scriptMs: 100,
        styleMs: 5,
        layoutMs: 3,
        otherMs: 92,
        scriptByFile: { 'react.js': 25, 'index.js': 25 },
      },
    });
    expect(medianMetrics([])).toBeUndefined();
  });
});

describe('markdown', () => {
  const result: BenchResult = {
    startedAt: '2026-11-22T00:00:00Z',
    command: 'npm run bench',
    machine: 'test',
    builds: [
      {
        label: 'this build',
        folder: 'dist',
        routes: [
          { route: '/#/', runs: [run(99, 1500, 100_000)], errors: [] },
          { route: '/#/login', runs: [], errors: ['boom'] },
        ],
      },
      {
        label: 'compare',
        folder: 'old',
        routes: [
          { route: '/#/', runs: [run(60, 4500, 481_000)], errors: [] },
          { route: '/#/login', runs: [], errors: [] },
        ],
      },
    ],
    load: {
      requestsPerSecond: 3500,
      p50Ms: 10,
      p99Ms: 40,
      total: 35_000,
      non2xx: 0,
      errors: 0,
      connections: 50,
      seconds: 10,
      member: 'login demo888',
    },
    soak: {
      minutes: 1,
      heapStartBytes: 5e6,
      heapEndBytes: 5.1e6,
      heapGrowthBytes: 1e5,
      heapPeakBytes: 5.2e6,
      requests: 12,
      balanceRequests: 6,
      pageErrors: 0,
    },
    errors: [],
  };
  const text = markdown(result);

  it('prints medians with target marks, failures, the ratio per route, load and soak', () => {
    expect(text).toContain('| /#/ | 99 ✅ | 1,500 ✅ | 500 | 20 ✅ | 0.010 ✅ | 100,000 | 1 |');
    expect(text).toContain('| /#/login | failed: boom |');
    expect(text).toContain('| /#/ | 60 vs 99 | 3.00× | 3.00× | 1.00× | 4.81× (481,000 vs 100,000) |');
    expect(text).toContain('| 3,500 ✅ | 10 | 40 | 35,000 | 0 | 0 |');
    expect(text).toContain('(target is for 10 min)');
  });
});

describe("the floor page and the run's validity", () => {
  const base: BenchResult = {
    startedAt: '2026-11-27T12:05:09.123Z',
    command: 'npm run bench -- --compare b5b9ee1',
    machine: 'test',
    machineLoad: {
      cpus: 2,
      loadStart: [9, 8, 7],
      loadEnd: [10, 9, 8],
      loadMax: 12,
      otherCpu: 0.4,
      benchCpu: 0.5,
      seconds: 900,
    },
    builds: [
      {
        label: 'this build',
        folder: 'dist',
        routes: [{ route: '/#/', runs: [run(95, 1_380, 140_000)], errors: [] }],
      },
    ],
    floor: { route: '/', runs: [{ ...run(100, 1_200, 70_000), tbtMs: 0 }], errors: [] },
    errors: [],
  };

  it('opens with "not valid" and why, and gives LCP and TBT against the floor', () => {
    const text = markdown(base);
    expect(text.split('\n')[4]).toMatch(
      /^\*\*Not valid\*\* — .*load average 9\.00 at start.*other processes took 40 %/,
    );
    expect(text).toContain(
      '## Against the floor page: LCP 1,200 ms (observed 400 ms), TBT 0 ms (median of 1)',
    );
    // 1,380 / 1,200 = 1.15: at the goal. A floor TBT of 0 gives the difference, not a ratio.
    expect(text).toContain('| /#/ | this build | 1,380 (1.15× ✅) | 460 (1.15×) | 20 (+20 ms) |');
  });

  it('gives TBT as a ratio when the floor has some', () => {
    const floor = { route: '/', runs: [{ ...run(100, 1_000, 70_000), tbtMs: 10 }], errors: [] };
    expect(markdown({ ...base, floor })).toContain(
      '| /#/ | this build | 1,380 (1.38× ❌) | 460 (1.38×) | 20 (2.00×) |',
    );
  });

  it('writes one file per run, named by its UTC date and time, never over another', () => {
    expect(resultFile(base.startedAt, () => false)).toBe('bench-results/2026-11-27-1205.md');
    const taken = new Set(['bench-results/2026-11-27-1205.md']);
    expect(resultFile(base.startedAt, (path) => taken.has(path))).toBe('bench-results/2026-11-27-1205-2.md');
  });
});

describe('the figures that hold on any machine', () => {
  const withLcp = (lcpMs: number, observedLcpMs: number, tbtMs: number, mainMs: number) => {
    const r = run(90, lcpMs, 100_000);
    return { ...r, observedLcpMs, tbtMs, mainThread: { ...r.mainThread, totalMs: mainMs } };
  };
  const result: BenchResult = {
    startedAt: '2026-11-29T01:00:00Z',
    command: 'npm run bench',
    machine: 'test',
    lowEnd: { benchmarkIndex: 600, multiplier: 3.38, calibrated: true },
    builds: [
      {
        label: 'this build',
        folder: 'dist',
        routes: [
          { route: '/#/', runs: [withLcp(1_400, 500, 60, 150)], errors: [] },
          { route: '/#/login', runs: [withLcp(1_100, 420, 10, 90)], errors: [] },
        ],
        lowEnd: [
          { route: '/#/', runs: [withLcp(2_600, 500, 300, 150)], errors: [] },
          { route: '/#/login', runs: [withLcp(2_000, 420, 150, 90)], errors: [] },
        ],
      },
      {
        label: 'compare',
        folder: 'old',
        routes: [
          { route: '/#/', runs: [withLcp(1_500, 800, 100, 300)], errors: [] },
          { route: '/#/login', runs: [withLcp(1_050, 600, 20, 200)], errors: [] },
        ],
        lowEnd: [
          { route: '/#/', runs: [withLcp(2_800, 800, 400, 300)], errors: [] },
          { route: '/#/login', runs: [], errors: ['boom'] },
        ],
      },
    ],
    floor: { route: '/', runs: [withLcp(1_000, 400, 0, 50)], errors: [] },
    floorLowEnd: { route: '/', runs: [withLcp(1_800, 400, 80, 50)], errors: [] },
    errors: [],
  };
  const goal = (checks: GoalCheck[], route: string, name: string) =>
    checks.find((c) => c.route === route && c.goal === name);

  it('holds each route to the floor, the low-end limits and the release before', () => {
    const checks = evaluateGoals(result);
    // 500 / 400 = 1.25 > 1.2; 420 / 400 = 1.05.
    expect(goal(checks, '/#/', 'observed LCP ÷ floor')).toMatchObject({ met: false, value: '1.25× vs 1.2×' });
    expect(goal(checks, '/#/login', 'observed LCP ÷ floor')?.met).toBe(true);
    expect(goal(checks, '/#/', 'LCP ÷ floor')?.met).toBe(false);
    expect(goal(checks, '/#/login', 'LCP ÷ floor')?.met).toBe(true);
    // 150 / 50 = 3 > 2; 90 / 50 = 1.8.
    expect(goal(checks, '/#/', 'main thread before LCP ÷ floor')?.met).toBe(false);
    expect(goal(checks, '/#/login', 'main thread before LCP ÷ floor')?.met).toBe(true);
    expect(goal(checks, '/#/', 'low-end TBT ms')).toMatchObject({ met: false, value: '300 vs 200' });
    expect(goal(checks, '/#/login', 'low-end TBT ms')?.met).toBe(true);
    expect(goal(checks, '/#/', 'low-end LCP ms')?.met).toBe(false);
    expect(goal(checks, '/#/login', 'low-end LCP ms')?.met).toBe(true);
    // /login's LCP is behind the release before's (1,100 against 1,050); its low-end column failed.
    expect(goal(checks, '/#/', 'LCP ms ≤ release before')?.met).toBe(true);
    expect(goal(checks, '/#/login', 'LCP ms ≤ release before')?.met).toBe(false);
    expect(goal(checks, '/#/login', 'low-end LCP ms ≤ release before')).toMatchObject({
      met: undefined,
      value: 'no data',
    });
  });

  it('prints the benchmark index, the main thread by file, the low-end profile and the goals', () => {
    const text = markdown(result);
    expect(text).toContain("Lighthouse's benchmarkIndex of this machine: median 600 (600–600 over 9 runs");
    expect(text).toContain(
      '| /#/ | this build | 150 (3.00× ❌) | 70 | 5 | 3 | 62 | react.js 35, index.js 35 |',
    );
    expect(text).toContain('| / | floor | 50 (1.00×) |');
    expect(text).toContain('## Low-end phone: CPU 3.38× slower');
    expect(text).toContain('| /#/ | this build | 90 | 2,600 ❌ (1.44×) | 300 ❌ | 500 | 90, 1,400, 60 |');
    expect(text).toContain('| /#/login | compare | no run |');
    expect(text).toMatch(/## Goals of every landing route \(this build, medians\): 6 missed, 2 without data/);
    expect(text).toContain('| low-end TBT ms | 300 vs 200 ❌ | 150 vs 200 ✅ |');
  });
});
