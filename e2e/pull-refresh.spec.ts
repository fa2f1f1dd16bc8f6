import { expect, test } from './support/test';
import { apiRegister, openAsMember } from './support/member-session';

// Pull to refresh loads after the screen is drawn (src/components/pull-refresh.tsx); a pull once
// it is there reads the screen's member data again, and the screen stays as it was.
test('a pull down on /mine reads the member again once the screen is drawn', async ({ page, request }) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/mine');
  const name = page.getByText(member.name, { exact: true }).first();
  await expect(name).toBeVisible();
  // The kit's PullToRefresh has taken over the content (its own test: nothing mounted again).
  await expect(page.locator('.adm-pull-to-refresh-head')).toBeAttached();
  const marked = await name.evaluate((el) => {
    (el as HTMLElement & { pullMark?: boolean }).pullMark = true;
    return true;
  });
  expect(marked).toBe(true);

  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) reads.push(r.url());
  });
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  const y = 260;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 12; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 25 }] });
  await expect(page.getByText('释放立即刷新')).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.getByText('刷新成功')).toBeVisible();
  expect(reads.length).toBeGreaterThan(0);
  await expect(page.locator('.adm-pull-to-refresh-head')).toHaveCSS('height', '0px');
  // The same element as before the pull: nothing was mounted again.
  expect(await name.evaluate((el) => (el as HTMLElement & { pullMark?: boolean }).pullMark)).toBe(true);
});
