import { expect, test, type Locator, type Page } from './support/test';
import { DEMO, dismissWelcome, expectToast, submitLoginForm, tapRedPacket } from './support/app';
import { apiLogin, apiRegister, openAsMember } from './support/member-session';
import { bankDepositOrder } from './support/money-out';

test('a guest’s log-in prompt from the red packet closes when Back leaves home', async ({ page }) => {
  await page.goto('/#/kefu');
  await expect(page).toHaveURL(/#\/kefu$/);
  await page.getByRole('navigation', { name: '页脚导航' }).getByRole('button', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await dismissWelcome(page);
  await tapRedPacket(page);
  const prompt = page.getByRole('dialog').filter({ hasText: '精彩内容等你来，立即登录吧！' });
  await expect(prompt).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/kefu$/);
  await expect(prompt).toHaveCount(0);
});

test('an expired session says so and returns to the screen after signing in again', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  await openAsMember(page, token, '/withdrawal');
  await page.getByLabel('提现金额').fill('100');
  // The server forgets the token (as after the idle time); the next balance poll meets the 401.
  await request.post('/api/logoff', { headers: { authorization: `Bearer ${token}` } });
  await expectToast(page, '登录已过期，请重新登录');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fwithdrawal$/);
  await submitLoginForm(page, DEMO);
  await expect(page).toHaveURL(/#\/withdrawal$/);
  await expect(page.getByLabel('提现金额')).toBeVisible();
});

const PHONE = { width: 320, height: 568 };

/** Every visible button (and radio label) inside the page smaller than 44 × 44: `name w×h`. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of document.querySelectorAll('main button, main label:has(input[type="radio"])')) {
      const style = getComputedStyle(el);
      // Layout sizes, not the painted box: a dialog mid-way through its opening scale paints small.
      const r = { width: (el as HTMLElement).offsetWidth, height: (el as HTMLElement).offsetHeight };
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if (r.width < 44 || r.height < 44) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 12);
        small.push(`${name} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

test('at 320 × 568 every tap target on the money screens is at least 44 × 44', async ({ page, request }) => {
  test.slow(); // seven screens
  await page.setViewportSize(PHONE);
  const member = await apiRegister(request);
  const order = await bankDepositOrder(page.request, member.token);
  const screens: [string, Locator | null][] = [
    [`/payInfo?deposit_no=${order}`, page.getByRole('button', { name: '复制' }).first()],
    ['/transRecord', page.getByRole('button', { name: '今天' })],
    ['/recharge', null],
    ['/vip', null],
    ['/transfer', page.getByRole('button', { name: '刷新金额' })],
    ['/withdrawal', page.getByRole('radio').first()],
  ];
  for (const [path, ready] of screens) {
    await openAsMember(page, member.token, path);
    await expect(ready ?? page.getByRole('main').getByRole('button').first()).toBeVisible();
    await page.screenshot({ path: `test-results/targets-320${path.replace(/[/?=&]/g, '_')}.png` });
    expect(await smallTargets(page), path).toEqual([]);
  }
});
