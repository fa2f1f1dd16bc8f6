/**
 * Builds of something other than the working tree, for the bench to measure beside it:
 *
 * - a git revision (`--compare <rev>`): checked out in a temporary worktree, this repository's
 *   installed node_modules linked in (hard links, so nothing is downloaded or copied), and built
 *   with that revision's own `vite build` and configuration. A revision that predates the
 *   precompressed copies is compressed by the bench like any such folder.
 * - the floor page (scripts/bench/floor/): the least a page like ours can cost, built by the same
 *   toolchain.
 *
 * Each returns the built folder and a cleanup that removes what it made.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Built {
  folder: string;
  /** What was built: `b5b9ee1 (the subject line)` or `floor`. */
  label: string;
  cleanup(): void;
}

const VITE = resolve('node_modules/vite/bin/vite.js');

/** A temporary folder nginx's workers (another user) can read: mkdtemp makes it private. */
function readableTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

function run(command: string, args: string[], cwd: string, what: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 10 * 60_000 });
  if (result.status !== 0)
    throw new Error(
      `${what} failed (${result.status ?? result.signal}):\n${(result.stderr || result.stdout).slice(-2_000)}`,
    );
  return result.stdout;
}

/** The commit a revision names, or undefined when it names none. */
export function commitOf(revision: string): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], {
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** `--compare` takes a built folder (with index.html) or a git revision. */
export function isBuiltFolder(value: string): boolean {
  return existsSync(join(value, 'index.html'));
}

export function buildRevision(revision: string, log: (message: string) => void): Built {
  const commit = commitOf(revision);
  if (!commit) throw new Error(`--compare ${revision}: neither a built folder nor a git revision`);
  const subject = run('git', ['log', '-1', '--format=%h %s', commit], '.', 'git log').trim();
  const worktree = readableTempDir('h5-bench-rev-');
  const cleanup = () => {
    spawnSync('git', ['worktree', 'remove', '--force', worktree], { encoding: 'utf8' });
    rmSync(worktree, { recursive: true, force: true });
  };
  try {
    log(`building ${subject} in ${worktree}`);
    run('git', ['worktree', 'add', '--detach', worktree, commit], '.', 'git worktree add');
    // Hard links: the same packages as ours, installed in seconds without the network.
    run('cp', ['-al', resolve('node_modules'), join(worktree, 'node_modules')], '.', 'linking node_modules');
    run(process.execPath, [VITE, 'build', '--logLevel', 'warn'], worktree, `vite build of ${revision}`);
    const folder = join(worktree, 'dist');
    if (!isBuiltFolder(folder)) throw new Error(`vite build of ${revision} wrote no dist/index.html`);
    return { folder, label: subject, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** The floor page, built by this repository's Vite into a temporary folder. */
export function buildFloor(log: (message: string) => void): Built {
  const out = readableTempDir('h5-bench-floor-');
  const cleanup = () => rmSync(out, { recursive: true, force: true });
  try {
    log('building the floor page (scripts/bench/floor/)');
    run(
      process.execPath,
      [
        VITE,
        'build',
        '--config',
        'scripts/bench/floor/vite.config.ts',
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      '.',
      'vite build of the floor page',
    );
    return { folder: out, label: 'floor', cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
