import Database from 'better-sqlite3';
import { expect, test } from './support/test';
import { memberCall } from './support/api';
import { DEMO, expectToast, submitLoginForm } from './support/app';
import { startOwnServer, type OwnServer } from './fixtures/own-server';
import { apiRegister, openAsMember } from './support/member-session';

/**
 * Abuse: attempt limits, headers, sandboxed frames, hostile promotion
 * HTML (4) and expired tokens (6), against a server of its own with small limits.
 */
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({
    AUTH_MAX_FAILURES: '3',
    AUTH_MAX_FAILURES_PER_ADDRESS: '50',
    AUTH_LOCK_SECONDS: '600',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

function sql(statement: string, ...params: unknown[]) {
  const db = new Database(server.databaseFile);
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(statement).run(...params);
  } finally {
    db.close();
  }
}

test('after 3 wrong passwords the login is refused with the wait, shown as the server words it', async ({
  page,
  request,
}) => {
  const { name } = await apiRegister(request, server.origin);
  await page.goto(`${server.origin}/#/login`);
  for (let i = 0; i < 3; i++) {
    await submitLoginForm(page, { name, password: 'wrong1234' });
    await expectToast(page, '账号或密码错误');
    await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5000 });
  }
  // Even the right password now waits.
  await submitLoginForm(page, { name, password: 'pass1234' });
  await expectToast(page, '尝试次数过多，请10分钟后再试');
  await expect(page).toHaveURL(/#\/login/);
});

test('wrong payment passwords are limited across calls (bindcard, editPayPassword)', async ({ request }) => {
  const { token } = await apiRegister(request, server.origin);
  const post = (path: string, body: object) =>
    memberCall(request, token, `${server.origin}/api/${path}`, body);
  const card = { bank: '中国银行', bank_address: '北京', bank_owner: '李四' };
  expect((await post('bindcard', { ...card, bank_no: '6217000000000001', pay_pass: '000000' })).code).toBe(
    205,
  );
  expect(
    (await post('editPayPassword', { password: '000000', paypassword: '111111', newpasword: '111111' })).code,
  ).toBe(205);
  expect((await post('bindcard', { ...card, bank_no: '6217000000000001', pay_pass: '000000' })).code).toBe(
    205,
  );
  const locked = await post('bindcard', { ...card, bank_no: '6217000000000001', pay_pass: '123456' });
  expect(locked).toMatchObject({ code: 429, message: '尝试次数过多，请10分钟后再试' });
});

test('security headers on the shell, static files and the API', async () => {
  for (const path of ['/', '/favicon.svg']) {
    const response = await fetch(`${server.origin}${path}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
  const api = await fetch(`${server.origin}/api/app`, { method: 'POST' });
  expect(api.headers.get('cache-control')).toBe('no-store');
  expect((await fetch(`${server.origin}/assets/no-such-bundle.js`)).status).toBe(404);
});

test('the app runs under its CSP without a violation, and another site cannot frame it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${server.origin}/#/login`);
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  await page.goto(`${server.origin}/#/`);
  await expect(page.getByRole('button', { name: '我知道了' })).toBeVisible();
  expect(violations, violations.join('\n')).toEqual([]);

  // A page on another origin frames the login page: the browser refuses (frame-ancestors 'none').
  await page.route('http://evil.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe id="f" src="${server.origin}/#/login"></iframe>`,
    }),
  );
  await page.goto('http://evil.test/');
  await expect(page.frameLocator('#f').getByRole('form', { name: '登录' })).toHaveCount(0);
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  expect(
    await framed
      ?.locator('#root')
      .count()
      .catch(() => 0),
  ).toBe(0);
});

test('a hostile service page cannot navigate the app away, and game frames do not warn', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/allowfullscreen/i.test(message.text())) warnings.push(message.text());
  });
  const { token } = await apiRegister(request, server.origin);
  sql("UPDATE settings SET value = 'http://evil.test/kefu' WHERE key = 'service_url'");
  try {
    await page.route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<p id="hostile">客服</p><script>try { top.location.href = "http://evil.test/phish"; } catch (e) { document.title = "blocked"; }</script>',
      }),
    );
    await openAsMember(page, token, '/gamePage?dailiD=2', server.origin);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(await frame.getAttribute('allowfullscreen')).toBeNull();
    await expect(page.frameLocator('iframe').locator('#hostile')).toBeVisible();
    // The frame's attempt is refused: the app stays where it was.
    await page.frameLocator('iframe').locator('#hostile').click();
    await expect(page).toHaveURL(new RegExp(`^${server.origin}/#/gamePage`));

    await openAsMember(page, token, '/gamePage?name=ag&type=0', server.origin);
    // The demo game is on the app's own origin: framed at an opaque origin (own-frames.spec.ts).
    await expect(page.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
    expect(await page.locator('iframe').getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(await page.locator('iframe').getAttribute('allowfullscreen')).toBeNull();
    expect(warnings, warnings.join('\n')).toEqual([]);
  } finally {
    sql("UPDATE settings SET value = '/demo/kefu.html' WHERE key = 'service_url'");
  }
});

test('promotion HTML cannot cover the screen: the sign-up button stays tappable, links open a new tab', async ({
  page,
  request,
}) => {
  const { token } = await apiRegister(request, server.origin);
  sql(
    `UPDATE activities SET content = ? WHERE id = 1`,
    '<div style="position:fixed;inset:0;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:#000;color:#fff">全屏遮罩 <a href="https://partner.example/">合作伙伴</a></div>',
  );
  await openAsMember(page, token, '/activityInfo?id=1', server.origin);
  await expect(page.getByText('全屏遮罩')).toBeVisible();
  // A trial click fails when another element would receive it.
  await page.getByRole('button', { name: /报名/ }).click({ trial: true, timeout: 5000 });
  const link = page.getByRole('link', { name: '合作伙伴' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('an expired token is answered code 401 over HTTP 200, and the app signs the member out', async ({
  page,
  request,
}) => {
  const { token } = await apiRegister(request, server.origin);
  await openAsMember(page, token, '/mine', server.origin);
  await expect(page).toHaveURL(/#\/mine/);
  // Unused for longer than the idle time (default 7 days).
  sql('UPDATE tokens SET last_used_at = ?', Date.now() - 8 * 24 * 3600_000);
  const response = await fetch(`${server.origin}/api/user`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { code: number }).code).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/#\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('the demo member is untouched by the limits of other accounts', async () => {
  const body = (await fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO, code: 'ab12' }),
  }).then((r) => r.json())) as { code: number };
  expect(body.code).toBe(200);
});
