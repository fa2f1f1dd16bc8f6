import { expect, test, type Page } from './support/test';
import { dismissWelcome, loginAs, operator, submitLoginForm } from './support/app';
import { apiRegister } from './support/member-session';

/**
 * Start recording whether `texts` ever show on the page (rendered text, not hidden kept screens)
 * from now on; the returned function reads the record.
 */
async function watchFor(page: Page, texts: string[]): Promise<() => Promise<string[]>> {
  await page.evaluate((wanted) => {
    const seen = new Set<string>();
    const check = () => {
      const shown = document.body.innerText;
      for (const text of wanted) if (shown.includes(text)) seen.add(text);
    };
    check();
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (window as unknown as { seenTexts: () => string[] }).seenTexts = () => [...seen];
  }, texts);
  return () => page.evaluate(() => (window as unknown as { seenTexts: () => string[] }).seenTexts());
}

const openMine = (page: Page) =>
  page.getByRole('navigation', { name: '底部导航' }).getByText('我的', { exact: true }).click();

test('a member signing in after another in the same tab never sees the first one’s name or balance', async ({
  page,
  request,
}) => {
  test.slow(); // two sign-ins through the form
  const first = await apiRegister(request);
  operator('credit', first.name, '321');
  const second = await apiRegister(request);

  await loginAs(page, first);
  await openMine(page);
  const hero = page.getByRole('region', { name: '会员信息' });
  await expect(hero.getByText(first.name, { exact: true })).toBeVisible();
  await expect(hero.getByText('321.00')).toBeVisible();

  await page.getByText('退出登录', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);

  // Same document from here on: no reload between the two sessions.
  // The second name is watched too: the record is seen to work.
  const seen = await watchFor(page, [first.name, '321.00', second.name]);
  await submitLoginForm(page, second);
  await expect(page).toHaveURL(/#\/$/);
  await dismissWelcome(page);
  await expect(page.getByText(`您好，${second.name}`)).toBeVisible();
  await openMine(page);
  await expect(hero.getByText(second.name, { exact: true })).toBeVisible();
  await expect(hero.getByText('0.00', { exact: true })).toBeVisible();
  expect(await seen()).toEqual([second.name]);
});
