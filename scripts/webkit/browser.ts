/**
 * WebKit for the journeys: Debian's WebKitGTK (package webkit2gtk-driver: WebKitWebDriver and
 * MiniBrowser) on a virtual display (package xvfb). Xvfb picks a free display itself
 * (-displayfd), WebKitWebDriver listens on a free port; each runs in its own process group and
 * `stop` ends both (scripts/bench/processes.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { exitOf, freePort, own, stopGroup, waitUntil, type Owned } from '../bench/processes';
import { Session } from './webdriver';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';

/** The phone the journeys run on, as the Playwright journeys (playwright.config.ts). */
export const VIEWPORT = { width: 390, height: 844 };

/**
 * An iPhone's Safari, so the app takes the path iOS visitors take (the add-to-home hint of
 * src/lib/pwa/install.ts). WebKit is the same engine; only the name it gives differs.
 */
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface RunningWebKit extends Owned {
  session: Session;
}

/** What is missing to run WebKit here, or null. */
export function webkitMissing(): string | null {
  const missing = [WEBKIT_DRIVER, MINIBROWSER, XVFB].filter((path) => !existsSync(path));
  return missing.length ? `not installed: ${missing.join(', ')} (packages webkit2gtk-driver, xvfb)` : null;
}

async function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  try {
    await waitUntil(
      'Xvfb to name its display',
      async () => /^\d+\n/.test(out),
      20_000,
      () => exitOf(child),
    );
  } catch (error) {
    await stopGroup(child);
    throw new Error(`${(error as Error).message}\n--- Xvfb output ---\n${stderr}`);
  }
  return { child, display: `:${out.trim()}` };
}

/** Xvfb, WebKitWebDriver and one MiniBrowser session at the phone's size. */
export async function launchWebKit(): Promise<RunningWebKit> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  let stderr = '';
  driver.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  const stop = async () => {
    await stopGroup(driver);
    await stopGroup(xvfb.child);
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitUntil(
      'WebKitWebDriver',
      async () => (await fetch(`${url}/status`)).ok,
      20_000,
      () => exitOf(driver),
    );
    const session = await Session.open(url, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER,
        // Full screen hides MiniBrowser's toolbar (which keeps a window at least 447 px wide);
        // the window is then sized to the phone, so the page's viewport is exactly 390×844.
        args: ['--automation', '--full-screen', `--user-agent=${IPHONE_SAFARI}`, '--time-zone=Asia/Shanghai'],
      },
    });
    await session.setWindowRect(VIEWPORT);
    const inner = await session.execute<number[]>('return [innerWidth, innerHeight]');
    if (inner.join('x') !== `${VIEWPORT.width}x${VIEWPORT.height}`) {
      throw new Error(`WebKit's viewport is ${inner.join('×')}, not ${VIEWPORT.width}×${VIEWPORT.height}`);
    }
    return own({
      session,
      stop: async () => {
        await session.close().catch(() => undefined);
        await stop();
      },
    });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- WebKitWebDriver output ---\n${stderr}`);
  }
}
