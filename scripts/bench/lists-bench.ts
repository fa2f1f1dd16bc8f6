/**
 * The long-list bench: seeds the demo member with 10,000 bets, transfers of each direction and
 * mails (站内信, server/src/seed/long-history.ts) on a fresh database, serves a build from the
 * reference server, and in mobile Chromium scrolls each list to every depth, measuring there
 * (scripts/bench/lists-page.ts) — then home's game-tab switch with that list hidden behind it (kept
 * alive), and back to the list. Each list of each run gets a fresh browser context, whose home is
 * first measured alone. Medians of the runs; timings are noisy, never asserted.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser, type Request } from 'playwright-core';
import { DEMO_MEMBER } from '../../server/src/seed/core';
import { seedLongHistory } from '../../server/src/seed/long-history';
import { CHROMIUM_FLAGS } from '../chromium';
import {
  homeTabSwitch,
  loadRows,
  measureDepth,
  median,
  newMemberPage,
  THROTTLE,
  type DepthSample,
} from './lists-page';
import { memberToken } from './load';
import { CHROMIUM, startServer } from './processes';

export const ROWS = 10_000;

/** The lists measured: where, which call pages it, and the picker it has (by its chip's name). */
export const LISTS = {
  bet: { route: '#/betRecord', call: '/api/betrecord', picker: '选择平台' },
  // Transfers into venues: the type with 10,000 rows of today.
  trans: { route: '#/transRecord?type=3', call: '/api/gettransrecord', picker: '选择平台' },
  // 站内信: the member's mail (seeded by seedLongHistory's `messages`).
  message: { route: '#/message?type=2', call: '/api/mail', picker: undefined },
} as const;
export type ListName = keyof typeof LISTS;

export interface ListsOptions {
  dist: string;
  runs: number;
  depths: number[];
  lists: ListName[];
  /** Per list and run: how long loading may take before the deeper depths are given up. */
  loadMinutes: number;
}

export const LISTS_DEFAULTS: ListsOptions = {
  dist: 'dist',
  runs: 3,
  depths: [1_000, 5_000, 10_000],
  lists: ['bet', 'trans', 'message'],
  loadMinutes: 10,
};

export interface ListsResult {
  startedAt: string;
  load: string;
  samples: Record<string, DepthSample[][]>;
  homeAlone: number[];
  /** Seconds to load each depth (from the previous one) and the server's mean answer time, per run. */
  loading: string[];
  unreached: string[];
}

const log = (message: string) => console.log(`[bench:lists] ${message}`);
const loadAverage = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

async function measureList(
  browser: Browser,
  origin: string,
  token: string,
  name: ListName,
  options: ListsOptions,
  result: ListsResult,
  run: number,
): Promise<void> {
  const list = LISTS[name];
  const { page, cdp } = await newMemberPage(browser, token);
  // The server's share of a page: request sent to answer received, as the browser saw it.
  const answers: number[] = [];
  page.on('requestfinished', (request: Request) => {
    // The list's own call only (/api/mail, not /api/mail_detail/1).
    if (new URL(request.url()).pathname.toLowerCase().endsWith(list.call))
      answers.push(request.timing().responseEnd);
  });
  try {
    await page.goto(`${origin}/#/`);
    await page.getByRole('tab').nth(1).waitFor();
    result.homeAlone.push(await homeTabSwitch(page, cdp));
    await page.evaluate((hash) => (location.hash = hash), list.route);
    await page.locator('[role=list].windowed-list:visible').first().waitFor();
    const deadline = Date.now() + options.loadMinutes * 60_000;
    for (const [i, depth] of options.depths.entries()) {
      const started = Date.now();
      answers.length = 0;
      const loaded = await loadRows(page, depth, deadline - Date.now());
      const seconds = (Date.now() - started) / 1000;
      const answer = answers.reduce((a, b) => a + b, 0) / Math.max(1, answers.length);
      result.loading.push(
        `${name} run ${run}: to ${depth} rows ${seconds.toFixed(1)} s, ${answers.length} pages, ${answer.toFixed(1)} ms per answer`,
      );
      log(result.loading.at(-1)!);
      if (loaded < depth) {
        result.unreached.push(
          `${name} run ${run}: ${depth} rows not loaded within ${options.loadMinutes} min (or the list ended)`,
        );
        log(result.unreached.at(-1)!);
        break;
      }
      const sample = await measureDepth(page, cdp, depth, list.picker);
      // Home with this list hidden (kept alive: an in-app navigation), then Back to the list.
      await page.evaluate(() => (location.hash = '#/'));
      await page.getByRole('tab').nth(1).waitFor();
      const homeWithHidden = await homeTabSwitch(page, cdp);
      await page.goBack();
      await page.locator('[role=list].windowed-list:visible').first().waitFor();
      const full = { ...sample, homeWithHidden };
      result.samples[name]![i]!.push(full);
      log(
        `${name} run ${run} ${JSON.stringify(full, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}`,
      );
    }
  } finally {
    await page.context().close();
  }
}

export async function runListsBench(options: ListsOptions): Promise<ListsResult> {
  const dist = resolve(options.dist);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build first`);
  const result: ListsResult = {
    startedAt: new Date().toISOString(),
    load: loadAverage(),
    samples: Object.fromEntries(options.lists.map((l) => [l, options.depths.map(() => [])])),
    homeAlone: [],
    loading: [],
    unreached: [],
  };
  const server = await startServer('lists', { STATIC_DIR: dist });
  try {
    const db = new Database(join(server.dataDir, 'app.db'));
    db.pragma('busy_timeout = 5000');
    // Transfers alternate in and out of venues: twice as many gives 10,000 of each direction.
    seedLongHistory(db, DEMO_MEMBER.username, { bets: ROWS, transfers: 2 * ROWS, messages: ROWS });
    // The welcome dialog would cover home's tabs on every fresh visit: not what is measured.
    db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('index_modal', '0')").run();
    db.close();
    const { token } = await memberToken(server.origin);
    log(
      `serving ${dist} at ${server.origin}; seeded ${ROWS} bets, transfers each way and messages; ${result.load}`,
    );
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
    try {
      for (let run = 1; run <= options.runs; run++)
        for (const name of options.lists)
          await measureList(browser, server.origin, token, name, options, result, run);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  result.load += ` at start, ${loadAverage()} at end`;
  return result;
}

const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '—');
const fmt1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/** The table to paste into docs/performance.md. */
export function listsMarkdown(result: ListsResult, options: ListsOptions): string[] {
  const lines = [
    `Long lists ${result.startedAt}: ${options.dist}, median of ${options.runs}, CPU ${THROTTLE}× slower, ${result.load}`,
    '',
    '| list | rows | elements | heap MB | frame p50 ms | frame p95 ms | picker open ms | picker cancel ms | home tab, list hidden ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const name of options.lists)
    for (const [i, runs] of (result.samples[name] ?? []).entries()) {
      const m = (key: keyof DepthSample) => median(runs.map((s) => s[key]));
      lines.push(
        `| ${LISTS[name].route.slice(1)} | ${options.depths[i]} | ${fmt(m('elements'))} | ${fmt1(m('heapMB'))} | ${fmt1(m('frameP50'))} | ${fmt1(m('frameP95'))} | ${fmt(m('pickerOpen'))} | ${fmt(m('pickerCancel'))} | ${fmt(m('homeWithHidden'))} |`,
      );
    }
  lines.push('', `home game-tab switch alone (no list behind it): ${fmt(median(result.homeAlone))} ms`);
  lines.push(
    '',
    'Loading (page by page, as a member scrolls; CPU at full speed):',
    ...result.loading.map((l) => `- ${l}`),
  );
  if (result.unreached.length) lines.push('', ...result.unreached.map((l) => `- ${l}`));
  return lines;
}
