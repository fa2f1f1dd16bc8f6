/** One Lighthouse 12 run (default mobile config, performance category) in a fresh Chromium. */
import lighthouse from 'lighthouse';
import LHTraceProcessor from 'lighthouse/core/lib/lh-trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { workBefore, type MainThreadWork } from './main-thread';
import { launchChromium } from './processes';

export interface PageMetrics {
  score: number;
  lcpMs: number;
  /**
   * The largest paint as the page really drew it in this run (Lighthouse loads the page unthrottled
   * and simulates slow 4G after): what LCP leaves out, time the page itself spends between its
   * bytes arriving and drawing them. On this machine, not a phone.
   */
  observedLcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of this machine's speed, taken in this run (environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The main thread's work before the observed largest paint, in this machine's time. */
  mainThread: MainThreadWork;
}

/** Lighthouse's trace of the load (unthrottled), as its own trace processor reads it. */
function mainThreadBeforeLcp(trace: unknown): MainThreadWork {
  const processed = LHTraceProcessor.processTrace(
    trace as Parameters<typeof LHTraceProcessor.processTrace>[0],
  );
  const navigation = LHTraceProcessor.processNavigation(processed);
  const lcpMs = navigation.timings.largestContentfulPaint;
  if (typeof lcpMs !== 'number') throw new Error('the trace has no largest contentful paint');
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  // The list holds every task, children too: the sum walks the tree from the top-level ones.
  return workBefore(
    tasks.filter((task) => !task.parent),
    lcpMs,
  );
}

/**
 * `cpuSlowdownMultiplier` replaces Lighthouse's default 4× (the low-end profile); the network stays
 * its simulated slow 4G.
 */
export async function measurePage(url: string, cpuSlowdownMultiplier?: number): Promise<PageMetrics> {
  // A fresh browser per run: no warm caches or leftover tabs between routes or between builds.
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError)
      throw new Error(`Lighthouse ${lhr.runtimeError.code} on ${url}: ${lhr.runtimeError.message}`);
    if (
      cpuSlowdownMultiplier !== undefined &&
      lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier
    )
      throw new Error(`Lighthouse did not take the CPU slowdown ${cpuSlowdownMultiplier} for ${url}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
      return value;
    };
    const observed = (
      lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] }
    )?.items?.[0]?.observedLargestContentfulPaint;
    if (typeof observed !== 'number') throw new Error(`Lighthouse gave no observed LCP for ${url}`);
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (!trace) throw new Error(`Lighthouse kept no trace for ${url}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      observedLcpMs: observed,
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      mainThread: mainThreadBeforeLcp(trace),
    };
  } finally {
    await chromium.stop();
  }
}
