import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

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

/**
 * The app's source files below src/ (not tests, not declarations) as absolute paths, leaving out
 * the folders of src/ named in `leaveOut` (`testing` and the like: code only tests run).
 */
export function appSources(leaveOut: readonly string[] = ['testing']): string[] {
  const skipped = leaveOut.map((folder) => `src/${folder}/`);
  return filesUnder('src', (name) => isSource(name))
    .filter((path) => !skipped.some((folder) => path.startsWith(folder)))
    .map((path) => join(process.cwd(), path));
}

/** A file's syntax tree as the source scans read it (JSX allowed in `.tsx`). */
export function parseSource(path: string, text = readFileSync(path, 'utf8')): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
}

/** The 1-based line a node starts on. */
export const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
