import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The files below `dir` (relative to the repository root) whose name `keep` accepts, as paths
 * relative to the root with forward slashes: what the source scans among the tests read.
 */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const root = process.cwd();
  const walk = (path: string): string[] =>
    readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
      const child = join(path, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(child);
      return keep(entry.name) ? [relative(root, child).split('\\').join('/')] : [];
    });
  return walk(join(root, dir));
}

/** App source (not tests, not declarations) with these endings. */
export const isSource = (name: string, ending = /\.tsx?$/) =>
  ending.test(name) && !/\.(test|d)\.tsx?$/.test(name);
