/**
 * `npm run bench:lists`: how long record lists behave on a slow phone, alone (`npm run bench` runs
 * it too, after Lighthouse). See scripts/bench/lists-bench.ts for what it seeds and measures.
 * Prints a Markdown table (also written to bench-results/lists-<time>.md). Not part of `npm test`.
 *
 *   npm run bench:lists -- [--dist dist] [--runs 3] [--depths 1000,5000,10000]
 *                          [--lists bet,trans,message] [--load-minutes 10]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseListsArgs } from './lists-args';
import { listsMarkdown, runListsBench } from './lists-bench';
import { stopAll } from './processes';

const options = parseListsArgs(process.argv.slice(2));

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

try {
  const started = Date.now();
  const result = await runListsBench(options);
  const lines = listsMarkdown(result, options);
  lines.push('', `(${((Date.now() - started) / 60_000).toFixed(1)} min in all)`);
  console.log(lines.join('\n'));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(join('bench-results', `lists-${Date.now()}.md`), lines.join('\n') + '\n');
} catch (error) {
  console.error(error);
  await stopAll();
  process.exit(1);
}
