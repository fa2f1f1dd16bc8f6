import { describe, expect, it } from 'vitest';
import {
  between,
  descendants,
  judge,
  loadMarkdown,
  parseCpuLine,
  parseProcessStat,
  type MachineLoad,
} from './machine-load';

describe('reading /proc', () => {
  it('takes all CPU ticks and the busy ones from the first line of /proc/stat (iowait is idle)', () => {
    const stat = 'cpu  100 5 50 800 40 3 2 0 0 0\ncpu0 50 2 25 400 20 1 1 0 0 0\nintr 1\n';
    expect(parseCpuLine(stat)).toEqual({ total: 1000, busy: 160 });
  });

  it("reads a process's parent and CPU ticks even when its name holds spaces and parentheses", () => {
    const stat =
      '4242 (Web Content (x)) S 17 4242 4242 0 -1 4194560 100 0 0 0 300 45 0 0 20 0 12 0 5000 1 2 3';
    expect(parseProcessStat(stat)).toEqual({ ppid: 17, cpu: 345 });
  });

  it('finds every process descended from the bench, and only those', () => {
    const table = new Map([
      [1, { ppid: 0, cpu: 0 }],
      [10, { ppid: 1, cpu: 0 }], // the bench
      [11, { ppid: 10, cpu: 0 }], // its server
      [12, { ppid: 11, cpu: 0 }], // the server's node child
      [20, { ppid: 1, cpu: 0 }], // someone else's test run
      [21, { ppid: 20, cpu: 0 }],
    ]);
    expect([...descendants(table, 10)].sort()).toEqual([10, 11, 12]);
  });

  it("counts a process of ours born between two samples with all its ticks; the rest is others' work", () => {
    const a = { machine: { total: 1_000, busy: 300 }, ours: new Map([[10, 50]]) };
    const b = {
      machine: { total: 1_400, busy: 600 },
      ours: new Map([
        [10, 150],
        [11, 40],
      ]),
    };
    expect(between(a, b)).toEqual({ total: 400, busy: 300, ours: 140 });
  });
});

describe('judging a run', () => {
  const quiet: MachineLoad = {
    cpus: 2,
    loadStart: [0.3, 0.4, 0.5],
    loadEnd: [1.1, 0.8, 0.6],
    loadMax: 1.2,
    otherCpu: 0.02,
    benchCpu: 0.6,
    seconds: 600,
  };

  it('calls a quiet machine valid', () => {
    expect(judge(quiet)).toEqual({ valid: true, reasons: [] });
    expect(loadMarkdown(quiet)[0]).toMatch(/^\*\*Valid run\*\*/);
  });

  it('calls a run not valid when other processes took more than a tenth of the CPU, and says how much', () => {
    const busy = { ...quiet, otherCpu: 0.37 };
    expect(judge(busy).valid).toBe(false);
    expect(loadMarkdown(busy)[0]).toBe(
      '**Not valid** — timings below mean little: other processes took 37 % of the CPU during the run (limit 10 %).',
    );
  });

  it('calls a run not valid when the machine was loaded as it started, or when the share is unknown', () => {
    expect(judge({ ...quiet, loadStart: [21.7, 15, 8] }).reasons).toEqual([
      'load average 21.70 at start on 2 CPU (limit 1.0)',
    ]);
    expect(judge({ ...quiet, otherCpu: undefined }).valid).toBe(false);
  });
});
