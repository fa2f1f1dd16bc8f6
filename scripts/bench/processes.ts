/**
 * Child processes the bench owns: the reference server and Chromium. Each is started in its own
 * process group so stopping it also stops what it spawned (tsx's node child, Chromium's renderers),
 * and each `stop` is idempotent so the bench's `finally` can call it whatever happened before.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_FLAGS, systemChromium } from '../chromium';

export const HOST = '127.0.0.1';

export interface Owned {
  stop(): Promise<void>;
}

/** Everything still running, so an interrupted bench (Ctrl-C) can stop it all on the way out. */
const live = new Set<Owned>();
export function own<T extends Owned>(value: T): T {
  const stop = value.stop;
  const owned = {
    ...value,
    stop: async () => {
      live.delete(owned);
      await stop();
    },
  };
  live.add(owned);
  return owned;
}
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((o) => o.stop()));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether nothing listens on `port` (a server could take it now). */
export const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });

/** Whether the reference server at `origin` answers: a site call any visitor may send. */
export const serverAnswers = async (origin: string) => (await fetch(`${origin}/api/getVisitUrl`)).ok;

/**
 * Polls until `probe` resolves true; bounded by `timeoutMs`. A probe that fails counts as "not
 * yet" (a server still starting refuses connections); `gone` says why waiting is over for good
 * (the process crashed), so the caller hears it at once rather than at the deadline.
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
  gone: () => string | null = () => null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const why = gone();
    if (why !== null) throw new Error(`stopped waiting for ${what}: ${why}`);
    if (await probe().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

/** Why a child process can no longer answer (it exited), or null while it runs. */
export const exitOf = (child: ChildProcess): string | null =>
  child.exitCode !== null
    ? `it exited with code ${child.exitCode}`
    : child.signalCode !== null
      ? `it was ended by ${child.signalCode}`
      : null;

export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), sig);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  if (await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) return;
  signal('SIGKILL');
  await Promise.race([exited, sleep(2_000)]);
}

export interface RunningServer extends Owned {
  origin: string;
  label: string;
  /** The server's own temporary folder: `app.db` (DATABASE_FILE) and `uploads/`. */
  dataDir: string;
}

/**
 * The reference server on a free port with a fresh temporary database and upload folder, in its
 * own process group (tsx's node child included), stopped as a whole. Used by the bench and by the
 * end-to-end journeys' per-worker servers.
 */
export async function startServer(
  label: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `h5-${label}-`));
  // BENCH_SERVER_ENTRY: to try the bench itself against a stand-in server.
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'server/src/server.ts';
  const child = spawn(join('node_modules', '.bin', 'tsx'), [entry], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATABASE_FILE: join(dataDir, 'app.db'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      ...extraEnv,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://${HOST}:${port}`;
  const stop = async () => {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      `the ${label} server at ${origin}`,
      () => serverAnswers(origin),
      60_000,
      () => exitOf(child),
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${log}`);
  }
  return own({ origin, label, dataDir, stop });
}

/** The bench needs a browser: fall back to Debian's path so the error names it when missing. */
export const CHROMIUM = systemChromium() ?? '/usr/bin/chromium';

export interface RunningChromium extends Owned {
  port: number;
}

/** Headless Chromium with a remote-debugging port for Lighthouse, in a throwaway profile. */
export async function launchChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'h5-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      // The bench's nginx has a throwaway self-signed certificate (scripts/bench/nginx.ts).
      '--ignore-certificate-errors',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    await stopGroup(child);
    rmSync(profile, { recursive: true, force: true });
  };
  let stderr = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open its debugging port in 30 s:\n${stderr}`)),
      30_000,
    );
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${stderr}`));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return own({ port, stop });
}
