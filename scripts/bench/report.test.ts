import { describe, expect, it } from 'vitest';
import { markdown, median, medianMetrics, resultFile, type BenchResult } from './report';

// The observed LCP (the page's own paint, unthrottled) is a third of the simulated one here.
const run = (score: number, lcpMs: number, bytes: number) => ({
  score,
  lcpMs,
  observedLcpMs: lcpMs / 3,
  tbtMs: 20,
  cls: 0.01,
  bytes,
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('of %j is %d', (values, expected) => expect(median(values)).toBe(expected));

  it('takes each metric separately', () => {
    expect(medianMetrics([run(90, 3000, 10), run(99, 1000, 30), run(95, 2000, 20)])).toEqual({
      score: 95,
      lcpMs: 2000,
      observedLcpMs: 2000 / 3,
      tbtMs: 20,
      cls: 0.01,
      bytes: 20,
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
