/**
 * `npm run bench:lists`: how long record lists behave on a slow phone, alone (`npm run bench` runs
 * it too, after Lighthouse). See scripts/bench/lists-bench.ts for what it seeds and measures.
 * Prints a Markdown table, written with the command and the machine's load (and whether the run
 * is valid: scripts/bench/machine-load.ts) to bench-results/<date>-<time>.md, one file per run, to
 * be committed. Not part of `npm test`.
 *
 *   npm run bench:lists -- [--dist dist] [--runs 3] [--depths 1000,5000,10000]
 *                          [--lists bet,trans,message] [--load-minutes 10]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseListsArgs } from './lists-args';
import { listsMarkdown, runListsBench } from './lists-bench';
import { loadMarkdown, watchMachine } from './machine-load';
import { stopAll } from './processes';
import { resultFile } from './report';

const options = parseListsArgs(process.argv.slice(2));

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

try {
  const startedAt = new Date().toISOString();
  const watch = watchMachine();
  const result = await runListsBench(options);
  const load = watch.stop();
  const command = ['npm run bench:lists', '--', ...process.argv.slice(2)].join(' ').replace(/ --$/, '');
  const lines = [
    `# Long lists ${startedAt}`,
    '',
    `\`${command}\``,
    '',
    ...loadMarkdown(load),
    '',
    ...listsMarkdown(result, options),
    '',
    `(${(load.seconds / 60).toFixed(1)} min in all)`,
  ];
  console.log(lines.join('\n'));
  const path = resultFile(startedAt);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, lines.join('\n') + '\n');
  console.log(`written ${path}`);
} catch (error) {
  console.error(error);
  await stopAll();
  process.exit(1);
}
