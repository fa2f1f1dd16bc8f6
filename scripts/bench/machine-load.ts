/**
 * How busy the machine was while the bench ran, and what of it was not the bench. Lighthouse's
 * Total Blocking Time and a scroll frame count the CPU other processes take, so a timing taken
 * beside other work is not a result: the report marks such a run "not valid".
 *
 * Every second it reads the machine's CPU time (/proc/stat) and the CPU time of every process
 * descended from the bench (/proc/<pid>/stat: the reference servers, nginx, Chromium and its
 * renderers); what the machine spent beyond that was taken by other processes. A process of ours
 * that starts and ends between two samples is counted as other work, so the figure errs towards
 * "not valid"; start watching after the builds (a synchronous child stops the sampling).
 * Linux only; elsewhere the share is unknown and the run is not called valid.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** Above either, the run's timings are marked not valid. */
export const VALIDITY = {
  /** Share of the machine's CPU time (all cores) that other processes took during the run. */
  maxOtherCpu: 0.1,
  /** 1-minute load average per core when the run started (before it added its own). */
  maxStartLoadPerCpu: 0.5,
} as const;

export interface CpuTimes {
  /** Every CPU's time in clock ticks, idle included. */
  total: number;
  /** Of which not idle (iowait counts as idle). */
  busy: number;
}

/** The first line of /proc/stat: `cpu user nice system idle iowait irq softirq steal …`. */
export function parseCpuLine(stat: string): CpuTimes {
  const line = stat.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) throw new Error('no cpu line in /proc/stat');
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { total, busy: total - idle };
}

export interface ProcessTimes {
  ppid: number;
  /** utime + stime, clock ticks. */
  cpu: number;
}

/** /proc/<pid>/stat: the command (field 2) may hold spaces and parentheses, so split after its `)`. */
export function parseProcessStat(stat: string): ProcessTimes {
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state): ppid is field 4, utime 14, stime 15.
  return { ppid: Number(rest[1]), cpu: Number(rest[11]) + Number(rest[12]) };
}

/** The pids in `table` that descend from `root` (root included). */
export function descendants(table: Map<number, ProcessTimes>, root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found = new Set<number>([root]);
  const stack = [root];
  while (stack.length > 0)
    for (const child of children.get(stack.pop() as number) ?? [])
      if (!found.has(child)) {
        found.add(child);
        stack.push(child);
      }
  return found;
}

function readProcesses(): Map<number, ProcessTimes> {
  const table = new Map<number, ProcessTimes>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      table.set(Number(name), parseProcessStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // Ended while we read.
    }
  }
  return table;
}

export interface Sample {
  machine: CpuTimes;
  /** CPU ticks of each of our processes. */
  ours: Map<number, number>;
}

/** Ticks the machine spent, and of them ours, between two samples. */
export function between(a: Sample, b: Sample): { total: number; busy: number; ours: number } {
  let ours = 0;
  // A process born since the last sample spent all its ticks in between.
  for (const [pid, cpu] of b.ours) ours += cpu - (a.ours.get(pid) ?? 0);
  return { total: b.machine.total - a.machine.total, busy: b.machine.busy - a.machine.busy, ours };
}

export interface MachineLoad {
  cpus: number;
  /** 1/5/15-minute load averages at start and end, and the highest 1-minute one seen. */
  loadStart: number[];
  loadEnd: number[];
  loadMax: number;
  /** Shares of the machine's CPU time during the run (0–1); undefined where /proc is missing. */
  otherCpu?: number;
  benchCpu?: number;
  seconds: number;
}

export interface Validity {
  valid: boolean;
  reasons: string[];
}

export function judge(load: MachineLoad, limits = VALIDITY): Validity {
  const reasons: string[] = [];
  const start = load.loadStart[0] ?? 0;
  if (start > limits.maxStartLoadPerCpu * load.cpus)
    reasons.push(
      `load average ${start.toFixed(2)} at start on ${load.cpus} CPU (limit ${(limits.maxStartLoadPerCpu * load.cpus).toFixed(1)})`,
    );
  if (load.otherCpu === undefined) reasons.push('the CPU other processes took is unknown (no /proc)');
  else if (load.otherCpu > limits.maxOtherCpu)
    reasons.push(
      `other processes took ${(load.otherCpu * 100).toFixed(0)} % of the CPU during the run (limit ${(limits.maxOtherCpu * 100).toFixed(0)} %)`,
    );
  return { valid: reasons.length === 0, reasons };
}

/** Starts sampling; `stop` returns what was seen. */
export function watchMachine(root = process.pid, everyMs = 1_000): { stop(): MachineLoad } {
  const started = Date.now();
  const loadStart = loadavg();
  let loadMax = loadStart[0] ?? 0;
  const sample = (): Sample | undefined => {
    try {
      const machine = parseCpuLine(readFileSync('/proc/stat', 'utf8'));
      const table = readProcesses();
      const ours = new Map<number, number>();
      for (const pid of descendants(table, root)) ours.set(pid, table.get(pid)?.cpu ?? 0);
      return { machine, ours };
    } catch {
      return undefined;
    }
  };
  let last = sample();
  const sums = { total: 0, busy: 0, ours: 0 };
  const timer = setInterval(() => {
    loadMax = Math.max(loadMax, loadavg()[0] ?? 0);
    const next = sample();
    if (last && next) {
      const d = between(last, next);
      sums.total += d.total;
      sums.busy += d.busy;
      sums.ours += Math.min(d.ours, d.busy);
    }
    last = next;
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const known = sums.total > 0;
      return {
        cpus: cpus().length,
        loadStart,
        loadEnd: loadavg(),
        loadMax,
        otherCpu: known ? (sums.busy - sums.ours) / sums.total : undefined,
        benchCpu: known ? sums.ours / sums.total : undefined,
        seconds: Math.round((Date.now() - started) / 1000),
      };
    },
  };
}

const fixed = (values: number[]) => values.map((n) => n.toFixed(2)).join(', ');
const percent = (share: number | undefined) =>
  share === undefined ? 'unknown' : `${(share * 100).toFixed(0)} %`;

/** The lines a report opens with: valid or not, and why. */
export function loadMarkdown(load: MachineLoad): string[] {
  const verdict = judge(load);
  return [
    verdict.valid
      ? '**Valid run**: the machine was quiet enough for these timings to be compared.'
      : `**Not valid** — timings below mean little: ${verdict.reasons.join('; ')}.`,
    '',
    `Machine: ${load.cpus} CPU; load average ${fixed(load.loadStart)} at start, ${fixed(load.loadEnd)} at end, ` +
      `highest 1-minute ${load.loadMax.toFixed(2)}; over ${load.seconds} s the bench took ${percent(load.benchCpu)} ` +
      `of the CPU and other processes ${percent(load.otherCpu)} (limits: start load ≤ ${VALIDITY.maxStartLoadPerCpu} ` +
      `per CPU, others ≤ ${VALIDITY.maxOtherCpu * 100} %).`,
  ];
}
