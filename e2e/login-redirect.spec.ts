import { expect, test, type Page } from './support/test';
import { submitLoginForm } from './support/app';
import { apiRegister } from './support/member-session';

/**
 * A real sign-in through the login form (captcha read from its image's name) with
 * `/login?redirect=<target>`: an internal target is honoured, anything else — another site, a
 * protocol-relative or backslash trick, a `javascript:` URL — lands on home, on our origin, with
 * no request to the other site and no script run.
 */
async function signInThrough(page: Page, redirect: string, credentials: { name: string; password: string }) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (/evil\.example/.test(request.url())) foreign.push(request.url());
  });
  page.on('dialog', (dialog) => {
    foreign.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`/#/login?${new URLSearchParams({ redirect }).toString()}`);
  await submitLoginForm(page, credentials);
  return foreign;
}

test.describe('sign-in with /login?redirect=', () => {
  for (const [target, lands] of [
    ['/mine', /\/#\/mine$/],
    ['/activityInfo?id=2', /\/#\/activityInfo\?id=2$/],
    ['/transRecord', /\/#\/transRecord$/],
  ] as const) {
    test(`internal ${target}: lands there`, async ({ page, request, baseURL }) => {
      const member = await apiRegister(request);
      const foreign = await signInThrough(page, target, member);
      await expect(page).toHaveURL(lands);
      expect(page.url().startsWith(baseURL!)).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
      expect(foreign).toEqual([]);
    });
  }

  for (const target of [
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '/\t/evil.example',
    'javascript:window.__redirected=1',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/login?redirect=https://evil.example/',
  ]) {
    test(`refused ${JSON.stringify(target)}: lands on home, on our origin`, async ({
      page,
      request,
      baseURL,
    }) => {
      const member = await apiRegister(request);
      const foreign = await signInThrough(page, target, member);
      await expect(page).toHaveURL(`${baseURL}#/`);
      await expect(
        page
          .getByRole('button', { name: '我知道了' })
          .or(page.getByText(`您好，${member.name}`))
          .first(),
      ).toBeVisible();
      expect(await page.evaluate(() => (window as { __redirected?: number }).__redirected)).toBeUndefined();
      expect(foreign).toEqual([]);
    });
  }
});
