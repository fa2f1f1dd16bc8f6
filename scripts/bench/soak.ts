/**
 * Soak: a signed-in `/` left open with its balance polling for N minutes. Heap is read after a
 * forced garbage collection so growth means retained memory, not garbage not yet collected.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type CDPSession } from 'playwright-core';
import { storageKeys } from '../../src/lib/storage';
import { CHROMIUM_FLAGS } from '../chromium';
import { CHROMIUM } from './processes';
import { memberToken } from './load';

export interface SoakResult {
  minutes: number;
  heapStartBytes: number;
  heapEndBytes: number;
  heapGrowthBytes: number;
  heapPeakBytes: number;
  requests: number;
  balanceRequests: number;
  pageErrors: number;
}

const SETTLE_MS = 10_000;
const SAMPLE_MS = 30_000;

async function usedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
  if (used === undefined) throw new Error('no JSHeapUsedSize in Performance.getMetrics');
  return used;
}

export async function soak(origin: string, minutes: number): Promise<SoakResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    // Signed in the way the app keeps a session (a token in sessionStorage, src/lib/storage.ts):
    // the login screen's captcha is drawn client-side, so typing into it is not worth the fragility.
    const { token } = await memberToken(origin);
    await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
      storageKeys.token,
      token,
    ] as const);
    const page = await context.newPage();
    await page.goto(`${origin}/#/`);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await sleep(SETTLE_MS);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    let requests = 0;
    let balanceRequests = 0;
    let pageErrors = 0;
    page.on('request', (request) => {
      requests++;
      if (new URL(request.url()).pathname.endsWith('/api/balance')) balanceRequests++;
    });
    page.on('pageerror', () => pageErrors++);

    const heapStartBytes = await usedHeap(cdp);
    let heapPeakBytes = heapStartBytes;
    const deadline = Date.now() + minutes * 60_000;
    // Bounded by the deadline; samples only track the peak.
    while (Date.now() < deadline) {
      await sleep(Math.min(SAMPLE_MS, deadline - Date.now()));
      heapPeakBytes = Math.max(heapPeakBytes, await usedHeap(cdp));
    }
    const heapEndBytes = await usedHeap(cdp);
    return {
      minutes,
      heapStartBytes,
      heapEndBytes,
      heapGrowthBytes: heapEndBytes - heapStartBytes,
      heapPeakBytes: Math.max(heapPeakBytes, heapEndBytes),
      requests,
      balanceRequests,
      pageErrors,
    };
  } finally {
    await browser.close();
  }
}
