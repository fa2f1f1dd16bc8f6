/**
 * `npx tsx scripts/bench/trace.ts [route ...]`: where the main thread goes while a route loads.
 * Opens each route (default `/`) as a guest in Chromium at 390×844 with 4× CPU slowdown against
 * the reference server serving the built `dist/`, and prints the long animation frames (> 50 ms)
 * with the scripts that ran in them (Long Animation Frames API: source URL, function, duration),
 * plus the total blocking time after the first contentful paint. With `--trace <file>` it also
 * writes a Chromium performance trace (open it in DevTools → Performance).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';
import { startServer, stopAll } from './processes';

interface Frame {
  start: number;
  duration: number;
  blocking: number;
  scripts: { url: string; fn: string; invoker: string; duration: number }[];
}

const args = process.argv.slice(2);
const traceAt = args.indexOf('--trace');
const traceFile = traceAt >= 0 ? args.splice(traceAt, 2)[1] : undefined;
const routes = args.length > 0 ? args : ['/'];

const server = await startServer('trace', { STATIC_DIR: resolve('dist') });
const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_FLAGS });
try {
  for (const route of routes) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const frames: unknown[] = [];
      (window as unknown as { __frames: unknown[] }).__frames = frames;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          startTime: number;
          duration: number;
          blockingDuration: number;
          scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number }[];
        }[]) {
          frames.push({
            start: Math.round(e.startTime),
            duration: Math.round(e.duration),
            blocking: Math.round(e.blockingDuration),
            scripts: e.scripts.map((s) => ({
              url: s.sourceURL.replace(/^.*\//, ''),
              fn: s.sourceFunctionName,
              invoker: s.invoker,
              duration: Math.round(s.duration),
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    if (traceFile)
      await browser.startTracing(page, {
        screenshots: false,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
        ],
      });
    await page.goto(`${server.origin}/#${route}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(3_000);
    if (traceFile) {
      const buffer = await browser.stopTracing();
      const file =
        routes.length > 1
          ? traceFile.replace(/(\.json)?$/, `-${route.replace(/\W+/g, '_')}.json`)
          : traceFile;
      writeFileSync(file, buffer);
      console.log(`trace written to ${file}`);
    }
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const frames = (await page.evaluate(
      () => (window as unknown as { __frames: Frame[] }).__frames,
    )) as Frame[];
    const afterFcp = frames.filter((f) => f.start >= fcp);
    const tbt = afterFcp.reduce((sum, f) => sum + f.blocking, 0);
    console.log(
      `\n${route}: FCP ${Math.round(fcp)} ms, ${frames.length} long frames, blocking after FCP ${tbt} ms (4× CPU)`,
    );
    for (const f of [...frames].sort((a, b) => b.duration - a.duration).slice(0, 8)) {
      console.log(`  frame @${f.start} ms: ${f.duration} ms (blocking ${f.blocking} ms)`);
      for (const s of [...f.scripts].sort((a, b) => b.duration - a.duration).slice(0, 4))
        console.log(`    ${s.duration} ms  ${s.invoker}  ${s.fn || '(anonymous)'}  ${s.url}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stopAll();
}
