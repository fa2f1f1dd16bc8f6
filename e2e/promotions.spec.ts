import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dismissWelcome } from './support/app';
import { memberCall } from './support/api';
import { apiRegister, openAsMember } from './support/member-session';

/** Count the list calls the page makes (tab switching must reload only on a different tab). */
function countListCalls(page: Page): () => number {
  let n = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/activitylist')) n += 1;
  });
  return () => n;
}

test.describe('promotions /activity', () => {
  test('a different tab reloads the list with that type; the same tab does nothing', async ({ page }) => {
    const listCalls = countListCalls(page);
    await page.goto('/#/activity');
    const overlay = page.getByRole('region', { name: '优惠活动' });
    await expect(overlay.getByRole('tab', { name: '全部活动' })).toHaveAttribute('aria-selected', 'true');
    const items = overlay.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const allCount = await items.count();
    expect(listCalls()).toBe(1);
    await expectNoSeriousA11yViolations(page);

    const typed = page.waitForResponse((r) => r.url().endsWith('/api/activitylist'));
    await overlay.getByRole('tab', { name: '存款优惠' }).click();
    const answer = (await (await typed).json()) as { data: { data: { type: number }[] } };
    expect(answer.data.data.length).toBeGreaterThan(0);
    expect(answer.data.data.every((a) => a.type === 2)).toBe(true);
    await expect.poll(listCalls).toBe(2);
    await expect.poll(() => items.count()).toBeLessThan(allCount);
    const depositTitles = await items.allInnerTexts();

    // Same tab again: no request, same list.
    await overlay.getByRole('tab', { name: '存款优惠' }).click();
    // Whatever the click would have sent has been sent once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(listCalls()).toBe(2);
    expect(await items.allInnerTexts()).toEqual(depositTitles);

    // Back to a tab seen before: asked again.
    await overlay.getByRole('tab', { name: '全部活动' }).click();
    await expect.poll(listCalls).toBe(3);
    await expect(items).toHaveCount(allCount);
  });

  test('a banner opens its detail; close goes back after the leave animation', async ({ page }) => {
    await page.goto('/');
    await dismissWelcome(page);
    await page.getByRole('navigation', { name: '底部导航' }).getByText('优惠').click();
    await expect(page).toHaveURL(/#\/activity$/);
    const overlay = page.getByRole('region', { name: '优惠活动' });
    // Opened from another screen, it slides in (landed on, it is drawn in place: below).
    expect(await overlay.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/enter/);
    const first = overlay.getByRole('listitem').first().getByRole('button');
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/#\/activityInfo\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/#\/activity$/);
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(page).toHaveURL(/\/(#\/)?$/);
  });

  test('landed on, it is drawn in place; body scrolling is locked while it is open', async ({ page }) => {
    await page.goto('/#/activity');
    const overlay = page.getByRole('region', { name: '优惠活动' });
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  });
});

test.describe('promotion detail /activityInfo', () => {
  test('a member signs up, sees the server message, and then 已报名 (also after a reload)', async ({
    page,
    request,
  }) => {
    const member = await apiRegister(request);
    await openAsMember(page, member.token, '/activityInfo?id=2');
    await expect(page.getByRole('heading', { level: 2 })).not.toBeEmpty();

    await page.getByRole('button', { name: '报名参与' }).click();
    await expect(page.getByText('报名成功，请等待审核')).toBeVisible();
    await expect(page.getByText('报名成功，请等待审核')).toBeHidden({ timeout: 5000 });
    // Signed up: the button says so and cannot send a second sign-up.
    await expect(page.getByRole('button', { name: '已报名' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '报名参与' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // It comes from the member's application log on the server, not from the page's memory.
    await page.reload();
    await expect(page.getByRole('button', { name: '已报名' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '报名参与' })).toHaveCount(0);
  });

  test('a sign-up the page did not know of: the server answers 409 and that message is shown too', async ({
    page,
    request,
  }) => {
    const member = await apiRegister(request);
    await openAsMember(page, member.token, '/activityInfo?id=2');
    const signUp = page.getByRole('button', { name: '报名参与' });
    await expect(signUp).toBeEnabled();

    // Signed up elsewhere (another device) while this page still offers 报名参与.
    expect((await memberCall(request, member.token, 'doactivityapply', { activityid: 2 })).code).toBe(200);

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/doactivityapply'));
    await signUp.click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(409);
    // Toasted whatever the code (success-style per docs/product.md), and the log refresh shows 已报名.
    await expect(page.getByText('您已报名该活动')).toBeVisible();
    await expect(page.getByText('您已报名该活动')).toBeHidden({ timeout: 5000 });
    await expect(page.getByRole('button', { name: '已报名' })).toBeDisabled();
  });

  test('a guest sees 登录后报名, which goes to /login and back', async ({ page }) => {
    await page.goto('/#/activityInfo?id=1');
    const button = page.getByRole('button', { name: '登录后报名' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('button', { name: '报名参与' })).toHaveCount(0);
    await button.click();
    await expect(page).toHaveURL(/#\/login\?redirect=%2FactivityInfo%3Fid%3D1$/);

    await page.goBack();
    await expect(page.getByRole('button', { name: '登录后报名' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
