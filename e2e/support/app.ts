import { join, resolve } from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { expect, type Page } from '@playwright/test';

/** The demo member seeded into every fresh database. */
export const DEMO = { name: 'demo888', password: 'demo8888' } as const;

export interface Credentials {
  name: string;
  password: string;
}

/**
 * Run an operator command against this worker's server database (support/test.ts puts it in
 * E2E_DATA_DIR), e.g. `operator('set', 'site_state', '0')`; returns what it printed.
 */
export function operator(...args: string[]): string {
  return operators([args]);
}

let thread: Worker | undefined;

/**
 * Several operator commands, in order, stopping at the first that fails (which throws with what it
 * printed). They run in this Playwright worker's operator thread (operator-thread.mjs, started on
 * first use), and the journey waits for them as it waited for the child process they once were.
 */
export function operators(commands: string[][]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (import test from ./support/test)');
  if (!thread) {
    thread = new Worker(resolve('e2e/support/operator-thread.mjs'));
    // The thread never keeps the worker alive: it has nothing to do between commands.
    thread.unref();
  }
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const env = { ...process.env, DATABASE_FILE: join(dataDir, 'app.db') };
  thread.postMessage({ commands, env, signal, port: port2 }, [port2]);
  const waited = Atomics.wait(signal, 0, 0, OPERATOR_TIMEOUT_MS);
  const answer = receiveMessageOnPort(port1)?.message as
    { code: number; out: string; err: string } | undefined;
  port1.close();
  if (waited === 'timed-out' || !answer)
    throw new Error(`operator ${JSON.stringify(commands)}: no answer within ${OPERATOR_TIMEOUT_MS / 1000} s`);
  if (answer.code !== 0)
    throw new Error(
      `operator ${JSON.stringify(commands)} failed (exit ${answer.code}):\n${answer.err}${answer.out}`,
    );
  return answer.out;
}

/** The first command also loads tsx and the server's modules (a few seconds on a busy machine). */
const OPERATOR_TIMEOUT_MS = 60_000;

/**
 * The welcome dialog (index_modal 1) greets every fresh visit to /; close it when it shows. It opens
 * only once the banner has painted, which on a loaded machine can take many seconds: wait
 * for it (20 s), and only on / (elsewhere it never opens).
 *
 * Home is kept alive (src/app/layouts/keep-alive-outlet.tsx): once its welcome was closed in a
 * document, that home comes back with it closed, so a second sign-in in the same document (after a
 * logout) gets no dialog. The page remembers that it closed one (`WELCOME_CLOSED`), and then this
 * checks that none is open instead of waiting 20 s for one that does not come.
 */
export async function dismissWelcome(page: Page): Promise<void> {
  if (!/^(#\/?)?(\?.*)?$/.test(new URL(page.url()).hash)) return;
  const ok = page.getByRole('button', { name: '我知道了' });
  if (await page.evaluate((key) => key in window, WELCOME_CLOSED)) {
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await expect(ok).toHaveCount(0);
    return;
  }
  try {
    await ok.waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    return;
  }
  await ok.click();
  await expect(ok).toBeHidden();
  await page.evaluate((key) => Object.defineProperty(window, key, { value: true }), WELCOME_CLOSED);
}

/** Set on the page's window once dismissWelcome closed the dialog in that document. */
const WELCOME_CLOSED = '__e2eWelcomeClosed';

/**
 * Open home's floating red packet. Beside the game tiles it waits as a slim tab in the gutter: the
 * first tap opens it out (seal, label and its close), the second opens the packet.
 */
export async function tapRedPacket(page: Page): Promise<void> {
  const packet = page.getByRole('button', { name: '抢红包' });
  await expect(packet).toHaveAttribute('aria-expanded', 'false');
  await packet.click();
  await expect(packet).toHaveAttribute('aria-expanded', 'true');
  await packet.click();
}

/** The captcha shown now: the image's file name is its answer (`captcha/AB12.svg`). */
export async function captchaAnswer(page: Page): Promise<string> {
  const src = await page.getByAltText('验证码').getAttribute('src');
  const m = /captcha\/([^/]+)\.svg$/.exec(src ?? '');
  if (!m?.[1]) throw new Error(`unexpected captcha src ${src}`);
  return m[1];
}

export const captchaInput = (page: Page) => page.getByRole('textbox', { name: '验证码' });

/** Fill and submit the login form that is on screen (captcha answer read from the image's file name). */
export async function submitLoginForm(page: Page, credentials: Credentials = DEMO): Promise<void> {
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('账号').fill(credentials.name);
  await form.getByLabel('密码', { exact: true }).fill(credentials.password);
  await form.getByLabel('验证码', { exact: true }).fill(await captchaAnswer(page));
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

/** Sign in through the login form and wait for home. */
export async function loginAs(page: Page, credentials: Credentials = DEMO): Promise<void> {
  await page.goto('/#/login');
  await submitLoginForm(page, credentials);
  await expect(page).toHaveURL(/#\/$/);
  await dismissWelcome(page);
  await expect(page.getByText(`您好，${credentials.name}`)).toBeVisible();
}

/** A toast with exactly this text is on screen. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text })).toBeVisible();
}

/** Holds every request matching `url` until the returned `release` is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
