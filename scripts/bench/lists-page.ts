/**
 * What the long-list bench does inside mobile Chromium: open a member's page, load a list to a depth,
 * and measure a depth (elements, heap, scroll frames, the picker's Event Timing) and home's tabs.
 * In-page loops run as text: tsx would wrap named inner functions in a helper the page does not have.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { storageKeys } from '../../src/lib/storage';

export const THROTTLE = 4;
const SCROLL_FRAMES = 120;
const SCROLL_STEP_PX = 60;
const TAB_SWITCHES = 6;

export interface DepthSample {
  rows: number;
  elements: number;
  heapMB: number;
  frameP50: number;
  frameP95: number;
  /** NaN on a list without a picker. */
  pickerOpen: number;
  pickerCancel: number;
  /** Home's game-tab switch with this list, this deep, hidden behind it (kept alive). */
  homeWithHidden: number;
}

export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

export async function newMemberPage(
  browser: Browser,
  token: string,
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    storageKeys.token,
    token,
  ] as const);
  // Event Timing entries of every interaction, kept from the start (buffered).
  await context.addInitScript(() => {
    const w = window as unknown as { __events: { name: string; duration: number; id: number }[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      // Only the user's interactions (as INP counts them): the hover events Chromium fires when the
      // popup's mask goes away under a still pointer have no interactionId and are no one's tap.
      for (const e of list.getEntries() as PerformanceEventTiming[])
        if (e.interactionId > 0) w.__events.push({ name: e.name, duration: e.duration, id: e.interactionId });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

/** The longest Event Timing entry of the interaction `act` causes (0 when all are under 16 ms). */
async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => ((window as unknown as { __events: unknown[] }).__events = []));
  await act();
  // Entries arrive after the next paint: wait for two frames, then for the observer's callback.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(300);
  return page.evaluate(() =>
    Math.max(
      0,
      ...(window as unknown as { __events: { duration: number }[] }).__events.map((e) => e.duration),
    ),
  );
}

/** In the page: the rows the shown list has loaded (its last row's position), negative once it ended. */
const LOADED = `(() => {
  const list = [...document.querySelectorAll('[role=list].windowed-list')].find((l) => l.getClientRects().length > 0);
  if (!list) return 0;
  const last = list.lastElementChild;
  const rows = Number(last ? last.getAttribute('aria-posinset') : 0);
  const after = list.parentElement ? list.parentElement.textContent : '';
  return after.includes('没有更多了') ? -rows : rows;
})()`;

/**
 * Scrolls the shown list to its end every frame until it has loaded `rows` or says 没有更多了 —
 * in the page, so a page costs its request and its render, not a round trip of the bench. Returns
 * the rows loaded.
 */
export async function loadRows(page: Page, rows: number, timeoutMs: number): Promise<number> {
  return Math.abs(
    await page.evaluate<number>(`new Promise((done) => {
      const until = performance.now() + ${Math.max(0, timeoutMs)};
      function step() {
        const n = ${LOADED};
        if (n < 0 || n >= ${rows} || performance.now() > until) return done(n);
        window.scrollTo(0, document.documentElement.scrollHeight);
        requestAnimationFrame(step);
      }
      step();
    })`),
  );
}

async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 1024 / 1024;
}

/** Scrolls up one step per frame from where it is and returns the frames' rAF deltas. */
function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(`new Promise((done) => {
    const deltas = [];
    let last = 0;
    let n = 0;
    function tick(t) {
      if (last) deltas.push(t - last);
      last = t;
      window.scrollBy(0, -${SCROLL_STEP_PX});
      if (++n <= ${SCROLL_FRAMES}) requestAnimationFrame(tick);
      else done(deltas);
    }
    requestAnimationFrame(tick);
  })`);
}

export async function throttled<T>(cdp: CDPSession, work: () => Promise<T>): Promise<T> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  try {
    return await work();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** At the list's end: elements, heap, then (CPU slowed) a scroll and the picker opened and cancelled. */
export async function measureDepth(
  page: Page,
  cdp: CDPSession,
  rows: number,
  picker: string | undefined,
): Promise<Omit<DepthSample, 'homeWithHidden'>> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const heap = await heapMB(cdp);
  return throttled(cdp, async () => {
    const deltas = await scrollFrames(page);
    let pickerOpen = NaN;
    let pickerCancel = NaN;
    if (picker) {
      const dialog = page.getByRole('dialog', { name: picker });
      pickerOpen = await interaction(page, async () => {
        await page
          .getByRole('button', { name: new RegExp(picker) })
          .first()
          .click();
        await dialog.waitFor();
      });
      pickerCancel = await interaction(page, async () => {
        await dialog.getByRole('button', { name: /取\s*消/ }).click();
        await dialog.waitFor({ state: 'hidden' });
      });
    }
    return {
      rows,
      elements,
      heapMB: heap,
      frameP50: quantile(deltas, 0.5),
      frameP95: quantile(deltas, 0.95),
      pickerOpen,
      pickerCancel,
    };
  });
}

/** Median Event Timing of switching home's game tabs back and forth, CPU slowed. */
export function homeTabSwitch(page: Page, cdp: CDPSession): Promise<number> {
  return throttled(cdp, async () => {
    const tabs = page.getByRole('tab');
    const durations: number[] = [];
    for (let i = 0; i < TAB_SWITCHES; i++)
      durations.push(await interaction(page, () => tabs.nth(i % 2 === 0 ? 1 : 0).click()));
    return median(durations);
  });
}
