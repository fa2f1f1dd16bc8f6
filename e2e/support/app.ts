import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The demo member seeded into every fresh database. */
export const DEMO = { name: 'demo888', password: 'demo8888' } as const;

export interface Credentials {
  name: string;
  password: string;
}

/**
 * Run an operator command against this worker's server database (support/test.ts puts it in
 * E2E_DATA_DIR), e.g. `operator('set', 'site_state', '0')`. tsx is run directly, not through npx,
 * so the command is one process that ends with its work.
 */
export function operator(...args: string[]): string {
  return operators([args]);
}

/**
 * Several operator commands in one process (run-operators.ts): starting tsx is most of a command's
 * time (2–3 s on a busy machine), and a funded member needs two.
 */
export function operators(commands: string[][]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (import test from ./support/test)');
  return execFileSync(
    join('node_modules', '.bin', 'tsx'),
    ['e2e/support/run-operators.ts', JSON.stringify(commands)],
    {
      env: { ...process.env, DATABASE_FILE: join(dataDir, 'app.db') },
      encoding: 'utf8',
    },
  );
}

/**
 * The welcome dialog (index_modal 1) greets every fresh visit to /; close it when it shows. It opens
 * only once the banner has painted, which on a loaded machine can take many seconds: wait
 * for it (20 s), and only on / (elsewhere it never opens).
 */
export async function dismissWelcome(page: Page): Promise<void> {
  if (!/^(#\/?)?(\?.*)?$/.test(new URL(page.url()).hash)) return;
  const ok = page.getByRole('button', { name: '我知道了' });
  try {
    await ok.waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    return;
  }
  await ok.click();
  await expect(ok).toBeHidden();
}

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
