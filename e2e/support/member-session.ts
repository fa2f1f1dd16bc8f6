import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo member (server/src/seed/core.ts). */
export const DEMO = { name: 'demo888', password: 'demo8888' } as const;

/** The client's sessionStorage key of the token (src/lib/storage.ts `storageKeys.token`). */
const TOKEN_KEY = 'token';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** POST /api/login through the API; the server does not check the captcha. */
export async function apiLogin(request: APIRequestContext, credentials: { name: string; password: string } = DEMO): Promise<string> {
  const res = await request.post('/api/login', { data: { ...credentials, code: 'abcd' } });
  const body = (await res.json()) as Envelope<{ api_token: string }>;
  expect(body.code, body.message).toBe(200);
  return body.data.api_token;
}

let counter = 0;

/** Register a fresh member (independent of what other journeys did to demo888); returns name + token. */
export async function apiRegister(request: APIRequestContext): Promise<{ name: string; password: string; token: string }> {
  counter += 1;
  const name = `m${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 12).padEnd(8, '0');
  const password = 'pass1234';
  const res = await request.post('/api/register', {
    data: { name, password, confirmPass: password, realname: '李四', paypassword: '123456', code: 'abcd' },
  });
  const body = (await res.json()) as Envelope<{ api_token: string }>;
  expect(body.code, body.message).toBe(200);
  return { name, password, token: body.data.api_token };
}

/**
 * Open `hashPath` (e.g. '/mine') as a signed-in member: the token goes into sessionStorage on the
 * app's origin before the app boots, exactly where a real login would have put it.
 */
export async function openAsMember(page: Page, token: string, hashPath: string): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(`/#${hashPath}`);
}

/** Sign in through the real login form (captcha answer read from the image's file name). */
export async function loginThroughForm(page: Page, credentials: { name: string; password: string } = DEMO): Promise<void> {
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('账号').fill(credentials.name);
  await form.getByLabel('密码', { exact: true }).fill(credentials.password);
  const src = (await page.getByRole('img', { name: '验证码' }).getAttribute('src')) ?? '';
  const answer = /([^/]+)\.(?:svg|png)$/.exec(src)?.[1] ?? '';
  expect(answer, `captcha answer from ${src}`).toHaveLength(4);
  await form.getByLabel('验证码', { exact: true }).fill(answer);
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Home may greet a visitor with the welcome dialog (index_modal 1). Close it so the page behind
 * can be scrolled and tapped; no-op when it does not show.
 */
export async function dismissHomeDialogs(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  const ok = page.getByRole('button', { name: '我知道了' });
  try {
    await ok.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    return;
  }
  await ok.click();
  await expect(ok).toBeHidden();
}
