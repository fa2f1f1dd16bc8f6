import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The demo member seeded into every fresh database. */
export const DEMO = { username: 'demo888', password: 'demo8888' } as const;

/**
 * Run an operator command against the e2e server's database (playwright.config.ts puts it in
 * E2E_DATA_DIR), e.g. `operator('set', 'site_state', '0')`.
 */
export function operator(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return execFileSync('npx', ['tsx', 'server/src/cli.ts', ...args], {
    env: { ...process.env, DATABASE_FILE: join(dataDir, 'app.db') },
    encoding: 'utf8',
  });
}

/** The welcome dialog (index_modal 1) greets every fresh visit to /; close it when it shows. */
export async function dismissWelcome(page: Page): Promise<void> {
  const ok = page.getByRole('button', { name: '我知道了' });
  try {
    await ok.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    return;
  }
  await ok.click();
  await expect(ok).toBeHidden();
}

/** The captcha shown now: the image's file name is its answer (`captcha/AB12.svg`). */
export async function captchaAnswer(page: Page): Promise<string> {
  const src = await page.getByAltText('验证码').getAttribute('src');
  const m = /captcha\/([^/]+)\.svg$/.exec(src ?? '');
  if (!m?.[1]) throw new Error(`unexpected captcha src ${src}`);
  return m[1];
}

export const captchaInput = (page: Page) => page.getByRole('textbox', { name: '验证码' });

/** Sign in through the login form and wait for home. */
export async function loginAs(page: Page, username: string = DEMO.username, password: string = DEMO.password): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: '账号' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await captchaInput(page).fill(await captchaAnswer(page));
  await page.locator('form').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await dismissWelcome(page);
  await expect(page.getByText(`您好，${username}`)).toBeVisible();
}

/** A toast with exactly this text is on screen. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text })).toBeVisible();
}
