import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/app';
import { openHomeSignedIn } from './support/member-session';

test('a member opens a game from home: /gamePage frames the getGameUrl URL', async ({ page, request }) => {
  await openHomeSignedIn(page, request);
  await page.getByRole('tab', { name: '真人视讯' }).click();
  const answer = page.waitForResponse('**/api/getGameUrl');
  await page.getByRole('tabpanel').getByRole('button', { name: 'AG真人' }).click();
  await expect(page).toHaveURL(/#\/gamePage\?name=ag&code=live&type=0$/);
  const { code, data } = (await (await answer).json()) as { code: number; data: { url: string } };
  expect(code).toBe(200);
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', data.url);
  expect(data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo\/game\.html\?plat=ag/);
  await expect(frame).toHaveCSS('height', /^(7\d\d|8\d\d)(\.\d+)?px$/);
  // The game is a third-party page.
  await expectNoSeriousA11yViolations(page, { exclude: ['iframe'] });
});

test('a lobby tile opens the game by its platform code (catecode) and game code', async ({
  page,
  request,
}) => {
  await openHomeSignedIn(page, request);
  await page.goto('/#/concise?type=obgdy');
  await expect(page.getByRole('heading', { name: 'OB电子' })).toBeVisible();
  await page.getByRole('button', { name: '财神到' }).click();
  await expect(page).toHaveURL(/#\/gamePage\?name=obgdy&code=cszd&type=0$/);
  await expect(page.locator('iframe')).toHaveAttribute('src', /\/demo\/game\.html\?plat=obgdy&code=cszd/);
});

test('a guest in a lobby sees 请登录！', async ({ page }) => {
  await page.goto('/#/concise?type=pg');
  await page.getByRole('button', { name: '万圣派对' }).click();
  await expectToast(page, '请登录！');
});

test('agent login, service and app download frames, only over http(s)', async ({ page }) => {
  await page.goto('/#/gamePage?dailiD=1');
  await expect(page.getByRole('heading', { name: '代理登录' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^http:\/\/127\.0\.0\.1:\d+\/demo\/agent\.html/,
  );

  await page.goto('/#/gamePage?dailiD=2');
  await expect(page.locator('iframe')).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/demo\/kefu\.html/);

  await page.goto('/#/gamePage?app=1');
  await expect(page.locator('iframe')).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/demo\/app\.html/);

  // a guest asking for a game is told to log in, nothing is framed
  await page.goto('/#/gamePage?name=ag&code=live');
  await expect(page.getByText('请登录！')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
