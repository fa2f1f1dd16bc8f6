/** One Lighthouse 12 run (default mobile config, performance category) in a fresh Chromium. */
import lighthouse from 'lighthouse';
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
}

export async function measurePage(url: string): Promise<PageMetrics> {
  // A fresh browser per run: no warm caches or leftover tabs between routes or between builds.
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError)
      throw new Error(`Lighthouse ${lhr.runtimeError.code} on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
      return value;
    };
    const observed = (
      lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] }
    )?.items?.[0]?.observedLargestContentfulPaint;
    if (typeof observed !== 'number') throw new Error(`Lighthouse gave no observed LCP for ${url}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      observedLcpMs: observed,
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    await chromium.stop();
  }
}
