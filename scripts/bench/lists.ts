/**
 * `npm run bench:lists`: how a long record list behaves on a slow phone. Seeds the demo member
 * with 10,000 bets, transfers and messages (server/src/seed/long-history.ts) on a fresh database,
 * serves a build, and in mobile Chromium scrolls /betRecord to 1,000, 5,000 and 10,000 rows,
 * reporting at each depth: elements in the document, JS heap after a garbage collection, frame
 * times while scrolling (requestAnimationFrame deltas) and the Event Timing duration of opening
 * and cancelling the venue picker — measured with the CPU slowed 4× (CDP), loaded at full speed.
 * Then home's game-tab switch, with and without a hidden kept-alive /betRecord of the deepest
 * depth. Median of `--runs` (3). Not part of `npm test`: timings are noisy, never asserted.
 *
 *   npm run bench:lists -- [--dist dist] [--runs 3] [--depths 1000,5000,10000] [--load-minutes 6]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { DEMO_MEMBER } from '../../server/src/seed/core';
import { seedLongHistory } from '../../server/src/seed/long-history';
import { storageKeys } from '../../src/lib/storage';
import { CHROMIUM_FLAGS } from '../chromium';
import { memberToken } from './load';
import { CHROMIUM, startServer, stopAll } from './processes';

const ROWS = 10_000;
const PAGE_SIZE = 10;
const THROTTLE = 4;
const SCROLL_FRAMES = 120;
const SCROLL_STEP_PX = 60;
const TAB_SWITCHES = 6;

interface Options {
  dist: string;
  runs: number;
  depths: number[];
  loadMinutes: number;
}

function parse(argv: string[]): Options {
  const options: Options = { dist: 'dist', runs: 3, depths: [1_000, 5_000, 10_000], loadMinutes: 6 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1] ?? ''];
    if (flag === '--dist') options.dist = value;
    else if (flag === '--runs') options.runs = Number(value);
    else if (flag === '--depths') options.depths = value.split(',').map(Number);
    else if (flag === '--load-minutes') options.loadMinutes = Number(value);
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

interface DepthSample {
  rows: number;
  elements: number;
  heapMB: number;
  frameP50: number;
  frameP95: number;
  pickerOpen: number;
  pickerCancel: number;
}

const log = (message: string) => console.log(`[bench:lists] ${message}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function newMemberPage(browser: Browser, token: string): Promise<{ page: Page; cdp: CDPSession }> {
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

/**
 * Scrolls to the bottom until the list has loaded `rows` (pages answered × page size, whatever the
 * DOM keeps) or says 没有更多了; false when `deadline` passes first.
 */
async function loadRows(
  page: Page,
  counter: { pages: number },
  rows: number,
  deadline: number,
): Promise<boolean> {
  while (counter.pages * PAGE_SIZE < rows) {
    if (Date.now() > deadline) return false;
    if ((await page.getByText('没有更多了').count()) > 0) return false;
    const before = counter.pages;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const waitUntil = Date.now() + 5_000;
    while (counter.pages === before && Date.now() < waitUntil) await page.waitForTimeout(20);
  }
  return true;
}

async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 1024 / 1024;
}

/**
 * Scrolls up one step per frame from where it is and returns the frames' rAF deltas. Passed as
 * text: tsx would wrap named inner functions in a helper the page does not have.
 */
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

async function measureDepth(page: Page, cdp: CDPSession, rows: number): Promise<DepthSample> {
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const heap = await heapMB(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  try {
    const deltas = await scrollFrames(page);
    const chip = page.getByRole('button', { name: /选择平台/ });
    const pickerOpen = await interaction(page, async () => {
      await chip.click();
      await page.getByRole('dialog', { name: '选择平台' }).waitFor();
    });
    const pickerCancel = await interaction(page, async () => {
      await page
        .getByRole('dialog', { name: '选择平台' })
        .getByRole('button', { name: /取\s*消/ })
        .click();
      await page.getByRole('dialog', { name: '选择平台' }).waitFor({ state: 'hidden' });
    });
    return {
      rows,
      elements,
      heapMB: heap,
      frameP50: quantile(deltas, 0.5),
      frameP95: quantile(deltas, 0.95),
      pickerOpen,
      pickerCancel,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function homeTabSwitch(page: Page, cdp: CDPSession): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  try {
    const tabs = page.getByRole('tab');
    const durations: number[] = [];
    for (let i = 0; i < TAB_SWITCHES; i++)
      durations.push(await interaction(page, () => tabs.nth(i % 2 === 0 ? 1 : 0).click()));
    return median(durations);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function main(options: Options) {
  const dist = resolve(options.dist);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build first`);
  const server = await startServer('lists', { STATIC_DIR: dist });
  const db = new Database(join(server.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  seedLongHistory(db, DEMO_MEMBER.username, { bets: ROWS, transfers: ROWS, messages: ROWS });
  // The welcome dialog would cover home's tabs on every fresh visit: not what is measured.
  db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('index_modal', '0')").run();
  db.close();
  const { token } = await memberToken(server.origin);
  log(`serving ${dist} at ${server.origin}; seeded ${ROWS} bets, transfers and messages`);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  const samples: DepthSample[][] = options.depths.map(() => []);
  const unreached: string[] = [];
  const home: { without: number[]; withHidden: number[] } = { without: [], withHidden: [] };
  try {
    for (let run = 1; run <= options.runs; run++) {
      const { page, cdp } = await newMemberPage(browser, token);
      const counter = { pages: 0 };
      page.on('response', (r) => {
        if (r.url().includes('/api/betrecord') && r.ok()) counter.pages += 1;
      });
      // Home first, with nothing else alive.
      await page.goto(`${server.origin}/#/`);
      await page.getByRole('tab').nth(1).waitFor();
      home.without.push(await homeTabSwitch(page, cdp));

      await page.evaluate(() => (location.hash = '#/betRecord'));
      await page.getByRole('article').first().waitFor();
      const deadline = Date.now() + options.loadMinutes * 60_000;
      let deepest = 0;
      for (const [i, depth] of options.depths.entries()) {
        if (!(await loadRows(page, counter, depth, deadline))) {
          unreached.push(
            `run ${run}: ${depth} rows not loaded within ${options.loadMinutes} min (${counter.pages * PAGE_SIZE} were)`,
          );
          log(unreached.at(-1)!);
          break;
        }
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const sample = await measureDepth(page, cdp, depth);
        samples[i]!.push(sample);
        deepest = depth;
        log(`run ${run} ${JSON.stringify(sample)}`);
      }
      // Home again, /betRecord now hidden behind it (kept alive, in-app navigation).
      await page.evaluate(() => (location.hash = '#/'));
      await page.getByRole('tab').nth(1).waitFor();
      home.withHidden.push(await homeTabSwitch(page, cdp));
      log(
        `run ${run} home tab switch: ${home.without.at(-1)} ms alone, ${home.withHidden.at(-1)} ms with /betRecord of ${deepest} rows hidden`,
      );
      await page.context().close();
    }
  } finally {
    await browser.close();
    await stopAll();
  }

  const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
  const lines = [
    `bench:lists ${new Date().toISOString()} — ${dist}, median of ${options.runs}, CPU ${THROTTLE}× slower`,
    '',
    '| rows | elements | heap MB | frame p50 ms | frame p95 ms | picker open ms | picker cancel ms |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...samples.map((runs, i) => {
      const m = (key: keyof DepthSample) => median(runs.map((s) => s[key]));
      return `| ${options.depths[i]} | ${fmt(m('elements'))} | ${fmt(m('heapMB'))} | ${fmt(m('frameP50'))} | ${fmt(m('frameP95'))} | ${fmt(m('pickerOpen'))} | ${fmt(m('pickerCancel'))} |`;
    }),
    '',
    `home game-tab switch (Event Timing, median): ${fmt(median(home.without))} ms alone, ${fmt(median(home.withHidden))} ms with a hidden /betRecord`,
    ...unreached,
  ];
  console.log(lines.join('\n'));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(join('bench-results', `lists-${Date.now()}.md`), lines.join('\n') + '\n');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

main(parse(process.argv.slice(2))).catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
