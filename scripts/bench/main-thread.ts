/**
 * Pure parts of the figures that hold on any machine: the main thread's work before the largest
 * paint, summed from Lighthouse's own task tree of the run's trace, and the CPU slowdown that makes
 * this machine a phone of a given class, from Lighthouse's benchmark index.
 */

/**
 * What the sum reads of a node of Lighthouse's task tree (core/lib/tracehouse/main-thread-tasks.js,
 * whose list holds children too: pass only the top-level tasks).
 */
export interface TaskLike {
  /** ms from the navigation's time origin. */
  startTime: number;
  endTime: number;
  /** The node's time without its children's. */
  selfTime: number;
  event: { name: string };
  group: { id: string };
  attributableURLs: string[];
  children: TaskLike[];
}

/** The main thread's work from the navigation to the largest paint, in ms of this machine's time. */
export interface MainThreadWork {
  totalMs: number;
  /** Evaluating, compiling and parsing script (Lighthouse's scriptEvaluation and scriptParseCompile). */
  scriptMs: number;
  /** Style recalculation (Lighthouse's styleLayout group less the layout events). */
  styleMs: number;
  layoutMs: number;
  /** Everything else: HTML parsing, paint and compositing, GC, the task machinery. */
  otherMs: number;
  /** Script time by file (the name without its content hash), the script a task is attributed to. */
  scriptByFile: Record<string, number>;
}

const LAYOUT_EVENTS = new Set(['Layout', 'InvalidateLayout', 'ScheduleLayout']);

/**
 * A script's URL as the name of what it carries: the build's chunk names are its code-splitting
 * groups (react, router, query…) followed by a content hash, which changes between builds.
 */
export function fileOf(url: string): string {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not a URL (an inline script's empty string, or a bare name): kept as it is.
  }
  const name = path.split('/').pop() || '(inline)';
  return name.replace(/-[A-Za-z0-9_-]{8}(\.m?js)$/, '$1');
}

/**
 * Sums each node's own time that falls between the navigation's time origin (0) and `untilMs` (a
 * node across either line counts its part inside, pro rata), by kind; script time by the file it
 * is attributed to. Work before the origin (Lighthouse's own scripts on the blank page it starts
 * from) is not the page's.
 */
export function workBefore(tasks: TaskLike[], untilMs: number): MainThreadWork {
  const work: MainThreadWork = {
    totalMs: 0,
    scriptMs: 0,
    styleMs: 0,
    layoutMs: 0,
    otherMs: 0,
    scriptByFile: {},
  };
  const visit = (node: TaskLike) => {
    if (node.startTime >= untilMs || node.endTime <= 0) return;
    const duration = node.endTime - node.startTime;
    const inside = Math.min(untilMs, node.endTime) - Math.max(0, node.startTime);
    const share = duration > 0 ? Math.min(1, Math.max(0, inside / duration)) : 1;
    const self = node.selfTime * share;
    work.totalMs += self;
    const group = node.group.id;
    if (group === 'scriptEvaluation' || group === 'scriptParseCompile') {
      work.scriptMs += self;
      const file = fileOf(node.attributableURLs[0] ?? '');
      work.scriptByFile[file] = (work.scriptByFile[file] ?? 0) + self;
    } else if (group === 'styleLayout') {
      if (LAYOUT_EVENTS.has(node.event.name)) work.layoutMs += self;
      else work.styleMs += self;
    } else work.otherMs += self;
    for (const child of node.children) visit(child);
  };
  for (const task of tasks) visit(task);
  return work;
}

/** The median of each figure of several runs' work; a file's median counts 0 for a run without it. */
export function medianWork(runs: MainThreadWork[], median: (values: number[]) => number): MainThreadWork {
  const files = new Set(runs.flatMap((r) => Object.keys(r.scriptByFile)));
  const scriptByFile: Record<string, number> = {};
  for (const file of files) scriptByFile[file] = median(runs.map((r) => r.scriptByFile[file] ?? 0));
  const of = (key: 'totalMs' | 'scriptMs' | 'styleMs' | 'layoutMs' | 'otherMs') =>
    median(runs.map((r) => r[key]));
  return {
    totalMs: of('totalMs'),
    scriptMs: of('scriptMs'),
    styleMs: of('styleMs'),
    layoutMs: of('layoutMs'),
    otherMs: of('otherMs'),
    scriptByFile,
  };
}

/**
 * The CPU slowdown that makes a machine of this benchmark index as fast as Lighthouse's default
 * mobile device (a mid-tier phone), by the piecewise line of Lighthouse's CPU throttling calculator
 * (which its lr-mobile-config.js cites; the calculator is a web page, not part of the npm package):
 * an index of 150 needs no slowdown, 800 wants 2×, 1,300 wants 3×, and each 233 above that one more.
 * Below 150 the machine is already slower than that phone: undefined.
 */
export function defaultMobileMultiplier(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  if (benchmarkIndex >= 1_300) return 3 + (benchmarkIndex - 1_300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** The low-end phone of the goals: half as fast as Lighthouse's default mobile device. */
export const LOW_END_SPEED = 0.5;

/**
 * The slowdown for the low-end profile: the default mobile's, divided by the phone's relative
 * speed. A machine too slow to calibrate (index below 150) is taken as it is, slowed by the
 * phone's factor alone: the report says so.
 */
export function lowEndMultiplier(benchmarkIndex: number): { multiplier: number; calibrated: boolean } {
  const base = defaultMobileMultiplier(benchmarkIndex);
  return base === undefined
    ? { multiplier: 1 / LOW_END_SPEED, calibrated: false }
    : { multiplier: base / LOW_END_SPEED, calibrated: true };
}
