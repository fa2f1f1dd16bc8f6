import { expect, test, type Page } from './support/test';
import { expectToast } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openAsMember } from './support/member-session';
import { apiBalance, memberCall } from './support/api';
import { apiVenues, fundedMember } from './support/money-out';
import { BALANCE_POLL_MS, VENUE_POLL_MS } from '../src/config/constants';

function countRequests(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/${path}`) n += 1;
  });
  return () => n;
}

const main = (page: Page) => page.getByRole('region', { name: '主账户余额' });

async function pickWallet(page: Page, side: '转出钱包' | '转入钱包', name: string) {
  await page.getByRole('button', { name: new RegExp(`^${side}`) }).click();
  const picker = page.getByRole('dialog', { name: '选择钱包' });
  await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toBeHidden();
}

test('transfer to a venue and back, with the rules and one request per double tap', async ({
  page,
  request,
}) => {
  const member = await fundedMember(request, 300);
  await openAsMember(page, member.token, '/transfer');
  await expect(page.getByRole('heading', { name: '转账' })).toBeVisible();
  await expect(main(page).getByText('300.00')).toBeVisible();
  const venues = await apiVenues(request, member.token);
  const venue = venues[0]!;
  // The grid shows 4 venues until 展开全部.
  const tiles = page.getByRole('region', { name: '场馆余额' }).getByRole('listitem');
  await expect(tiles).toHaveCount(Math.min(4, venues.length));
  if (venues.length > 4) {
    await page.getByRole('button', { name: '展开全部' }).click();
    await expect(tiles).toHaveCount(venues.length);
    await page.getByRole('button', { name: '收起' }).click();
    await expect(tiles).toHaveCount(4);
  }

  await expectNoSeriousA11yViolations(page);
  const submit = page.getByRole('button', { name: '立即转账' });
  await submit.click();
  await expectToast(page, '请输入操作金额！');
  await page.getByLabel('转账金额').fill('100.10');
  await submit.click();
  await expectToast(page, '请选择转入平台');

  await pickWallet(page, '转入钱包', venue.name);
  const transfers = countRequests(page, 'transfer');
  await submit.dblclick();
  await expectToast(page, '转账成功');
  await expect(main(page).getByText('199.90')).toBeVisible();
  await expect(page.getByRole('region', { name: '场馆余额' }).getByText('100.10')).toBeVisible();
  expect(transfers()).toBe(1);

  // Back: venue → platform wallet, 全部金额 takes the venue's whole balance.
  await pickWallet(page, '转出钱包', venue.name);
  await pickWallet(page, '转入钱包', '平台钱包');
  await page.getByRole('button', { name: '全部金额' }).click();
  await expect(page.getByLabel('转账金额')).toHaveValue('100.10');
  await submit.click();
  await expectToast(page, '转账成功');
  await expect(main(page).getByText('300.00')).toBeVisible();
  expect(await apiBalance(request, member.token)).toBe('300.00');
  expect(transfers()).toBe(2);
});

test('一键回收 brings every venue balance home; free-transfer on hides the manual controls', async ({
  page,
  request,
}) => {
  const member = await fundedMember(request, 200);
  const venues = await apiVenues(request, member.token);
  for (const [i, v] of venues.slice(0, 2).entries()) {
    const answer = await memberCall(request, member.token, 'transfer', {
      amount: i === 0 ? 50 : 20.5,
      sourcetype: 'userbalance',
      targettype: v.platname,
    });
    expect(answer.code, answer.message).toBe(200);
  }
  await openAsMember(page, member.token, '/transfer');
  await expect(main(page).getByText('129.50')).toBeVisible();

  await page.getByRole('button', { name: '一键回收' }).click();
  await expectToast(page, '一键回收成功，共回收70.50元');
  await expect(main(page).getByText('200.00')).toBeVisible();

  const free = page.getByRole('switch', { name: '免转模式' });
  await expect(free).not.toBeChecked();
  await free.click();
  await expectToast(page, '操作成功！');
  await expect(free).toBeChecked();
  await expect(page.getByRole('button', { name: '立即转账' })).toBeHidden();
  // The stored user info carries it: a reload keeps the switch on.
  await page.reload();
  await expect(page.getByRole('switch', { name: '免转模式' })).toBeChecked();
  await page.getByRole('switch', { name: '免转模式' }).click();
  await expectToast(page, '操作成功！');
  await expect(page.getByRole('button', { name: '立即转账' })).toBeVisible();
});

test('venue balances are polled every 1.5 s while the screen is open', async ({ page, request }) => {
  const member = await fundedMember(request, 100);
  // The page's clock is moved by hand, each poll's interval at a time, instead of waiting for it:
  // every step must bring its poll.
  await page.clock.install();
  const polls = countRequests(page, 'balancelist');
  const nextAnswer = (path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${path}`);
  await openAsMember(page, member.token, '/transfer');
  await expect(page.getByRole('region', { name: '场馆余额' }).getByRole('listitem').first()).toBeVisible();
  const first = polls();
  for (let tick = 0; tick < 3; tick++) {
    const polled = nextAnswer('balancelist');
    await page.clock.runFor(VENUE_POLL_MS);
    await polled;
  }
  expect(polls() - first).toBeGreaterThanOrEqual(3);
  // Leave the screen: two ticks of the shell's balance poll are the clock; no venue poll meanwhile.
  await page.goto('/#/mine');
  await expect(page.getByRole('region', { name: '会员信息' })).toBeVisible();
  const after = polls();
  for (let tick = 0; tick < 2; tick++) {
    const balance = nextAnswer('balance');
    await page.clock.runFor(BALANCE_POLL_MS);
    await balance;
  }
  expect(polls() - after).toBe(0);
});
