import { expect, test, type Page } from './support/test';
import { DEMO, operator, submitLoginForm } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';
import { memberCall } from './support/api';
import { firstVenue } from './support/records-api';
import { settled, trackApiRequests } from './support/api-requests';

/**
 * One call per need. Each step counts the /api calls it causes. The 4.3 s balance
 * poll is kept out of the counts: the page is told it is hidden from the start, which stops the
 * poll's timer (lib/use-visible-interval) and nothing else.
 */
async function counting(page: Page): Promise<Counter> {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
  });
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) seen.push(pathname.slice(5));
  });
  const requests = trackApiRequests(page);
  const mark = { from: 0 };
  const count = (path: string) => seen.slice(mark.from).filter((p) => p === path).length;
  return Object.assign(count, {
    reset: () => {
      mark.from = seen.length;
    },
    settle: () => settled(page, requests),
  });
}

type Counter = ((path: string) => number) & {
  /** Count from now on. */
  reset: () => void;
  /** Every request the screen makes has been answered and shown, so a duplicate would be counted. */
  settle: () => Promise<void>;
};
const reset = (count: Counter) => count.reset();

test('sign-in fetches the user and the balance once each', async ({ page }) => {
  const count = await counting(page);
  await page.goto('/#/login');
  await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  reset(count);
  await submitLoginForm(page, DEMO);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText(`您好，${DEMO.name}`)).toBeVisible();
  await count.settle();
  expect({ user: count('user'), balance: count('balance') }).toEqual({ user: 1, balance: 1 });
});

test('/mine and /withdrawal fetch what they show once', async ({ page, request }) => {
  const member = await apiRegister(request);
  const count = await counting(page);
  await openAsMember(page, member.token, '/activity');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await count.settle();
  reset(count);
  await page.getByRole('navigation', { name: '底部导航' }).getByText('我的', { exact: true }).click();
  await expect(page.getByText(member.name, { exact: true })).toBeVisible();
  await count.settle();
  expect(count('user')).toBeLessThanOrEqual(1);
  expect(count('balance')).toBeLessThanOrEqual(1);

  reset(count);
  await page.goto('/#/withdrawal');
  await expect(page.getByRole('heading', { name: '财务中心' })).toBeVisible();
  await count.settle();
  expect(count('balance')).toBeLessThanOrEqual(1);
});

test('一键领取 refreshes the rebate list, the user and the balance once each', async ({ page, request }) => {
  const member = await apiRegister(request);
  operator('credit', member.name, '1000');
  const venue = await firstVenue(request, member.token);
  await memberCall(request, member.token, 'transfer', {
    amount: 500,
    sourcetype: 'userbalance',
    targettype: venue.platname,
  });
  await memberCall(request, member.token, '/demo-api/bet', { plat: venue.platname, amount: 100 });

  const count = await counting(page);
  await openAsMember(page, member.token, '/fanshui');
  await expect(page.getByText('暂未领取')).toHaveCount(1);
  await count.settle();
  reset(count);
  await page.getByRole('button', { name: '一键领取' }).click();
  await expect(page.getByLabel('待领取', { exact: true })).toHaveText('0.00');
  await count.settle();
  expect({ getfanshui: count('getfanshui'), user: count('user'), balance: count('balance') }).toEqual({
    getfanshui: 1,
    user: 1,
    balance: 1,
  });
});
