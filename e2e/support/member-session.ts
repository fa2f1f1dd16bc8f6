import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Envelope } from './api';
import { DEMO, dismissWelcome, type Credentials } from './app';

/** The client's sessionStorage key of the token (src/lib/storage.ts `storageKeys.token`). */
const TOKEN_KEY = 'token';

/** POST /api/login through the API; the server does not check the captcha. */
export async function apiLogin(request: APIRequestContext, credentials: Credentials = DEMO): Promise<string> {
  const res = await request.post('/api/login', { data: { ...credentials, code: 'abcd' } });
  const body = (await res.json()) as Envelope<{ api_token: string }>;
  expect(body.code, body.message).toBe(200);
  return body.data.api_token;
}

let counter = 0;

/**
 * Register a fresh member (independent of what other journeys did to demo888); returns name + token.
 * `name` defaults to a fresh one (a screen that tests a long name gives its own).
 * `origin` (e.g. `server.origin` of a spec's own server) defaults to the configured baseURL.
 */
export async function apiRegister(
  request: APIRequestContext,
  origin = '',
  name = `m${Date.now().toString(36).slice(-6)}${++counter}`.slice(0, 12).padEnd(8, '0'),
): Promise<{ name: string; password: string; token: string }> {
  const password = 'pass1234';
  const res = await request.post(`${origin}/api/register`, {
    data: { name, password, confirmPass: password, realname: '李四', paypassword: '123456', code: 'abcd' },
  });
  const body = (await res.json()) as Envelope<{ api_token: string }>;
  expect(body.code, body.message).toBe(200);
  return { name, password, token: body.data.api_token };
}

/**
 * Open `hashPath` (e.g. '/mine') as a signed-in member: the token goes into sessionStorage on the
 * app's origin before the app boots, exactly where a real login would have put it. `origin` as for
 * `apiRegister`.
 */
export async function openAsMember(page: Page, token: string, hashPath: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/favicon.svg`);
  await storeToken(page, token);
  await page.goto(`${origin}/#${hashPath}`);
}

/**
 * Sign in where the page is: the token goes where a real login puts it (sessionStorage of the
 * page's origin); the app reads it when it next starts (a reload or a navigation).
 */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

/**
 * Home as a signed-in member, signed in through the API (for journeys that need a member but do not
 * test the login form, which e2e/auth.spec.ts and e2e/login-redirect.spec.ts drive).
 */
export async function openHomeSignedIn(
  page: Page,
  request: APIRequestContext,
  credentials: Credentials = DEMO,
): Promise<void> {
  await openAsMember(page, await apiLogin(request, credentials), '/');
  await dismissWelcome(page);
  await expect(page.getByText(`您好，${credentials.name}`)).toBeVisible();
}
