import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `vite build` reads from the repository. `npm start` rebuilds when any of it is newer than
 * dist/, and the size budgets refuse to judge a dist/ older than it. Everything vite.config.ts
 * imports from the repository must be listed (build/ holds its plugins); scripts/start.test.mjs
 * checks it.
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'contract',
  'build',
  'index.html',
  'vite.config.ts',
  'package.json',
];

/** Newest modification time below a file or folder (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** The build inputs below `root` changed after `time` (ms since the epoch), by name. */
export function inputsChangedSince(root, time) {
  return BUILD_INPUTS.filter((input) => newest(join(root, input)) > time);
}
