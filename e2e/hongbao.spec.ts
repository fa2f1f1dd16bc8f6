import { expect, test, type Page } from './support/test';
import { operator } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';
import { memberCall } from './support/api';

/** The current value of a site setting (operator `settings` lists `key  value`). */
function settingValue(key: string): string {
  const line = operator('settings')
    .split('\n')
    .find((l) => l.startsWith(`${key} `));
  return line ? line.slice(key.length).trim() : '';
}

test('a draw inside the window wins and the counts change; /welfare lists it', async ({ page, request }) => {
  const window = settingValue('redpacket_window') || '10:00-12:00';
  const member = await apiRegister(request);
  const deposit = await memberCall(request, member.token, 'recharge', { paytype: 'wxpay', amount: 1000 });
  expect(deposit.code, deposit.message).toBe(200);
  operator('approve-deposit', deposit.message);
  try {
    // Today's daily window is over: 立即抢红包 waits for the next one, counting down.
    operator('set', 'redpacket_window', '00:00-00:00');
    await openAsMember(page, member.token, '/hongbao');
    // The activity dates show once: above the table when every rule shares them, else as a column
    // (both at once would fail this strict locator).
    const sharedDates = page.getByText(/^活动时间：\d{4}-\d{2}-\d{2}( 至 \d{4}-\d{2}-\d{2})?$/);
    await expect(sharedDates.or(page.getByRole('columnheader', { name: '活动时间' }))).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '累计存款' })).toBeVisible();
    await expect(page.getByText(/红包每天北京时间10:00至12:00开抢/)).toBeVisible();
    await expect(page.getByRole('button', { name: '立即抢红包' })).toBeDisabled();
    const countdown = page.getByRole('timer', { name: '距开抢' });
    await expect(countdown).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!); // live: it ticks

    // The operator opens a draw window now: the deposit just made counts.
    operator('open-redpacket', '30');
    await page.reload();
    const remaining = page.getByLabel('剩余领取次数', { exact: true });
    await expect(remaining).not.toHaveText('--');
    const left = Number(await remaining.textContent());
    expect(left).toBeGreaterThan(0);
    await expect(page.getByLabel('已领取次数', { exact: true })).toHaveText('0');

    const draws: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/douserredpacket') && draws.push(r.url()));
    await page.getByRole('button', { name: '立即抢红包' }).dblclick();
    const won = page.getByRole('dialog', { name: /^恭喜您抢到\d+\.\d{2}元$/ });
    await expect(won).toBeVisible();
    expect(draws).toHaveLength(1);
    await won.getByRole('button', { name: '确定' }).click();
    await expect(page.getByLabel('已领取次数', { exact: true })).toHaveText('1');
    await expect(remaining).toHaveText(String(left - 1));

    await page.evaluate(() => (location.hash = '#/welfare'));
    await expect(page.getByRole('heading', { name: '福利中心' })).toBeVisible();
    await expect(page.getByLabel('已领取次数', { exact: true })).toHaveText('1');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('存款金额：1000.00');
    await page.getByRole('button', { name: '前往领取' }).click();
    await expect(page).toHaveURL(/#\/hongbao$/);
  } finally {
    operator('set', 'redpacket_window', window);
    operator('set', 'redpacket_open', '');
  }
});

test('no draws left: the local block popup offers 立即充值 to /wallet?type=0', async ({ page, request }) => {
  const member = await apiRegister(request);
  // Inside a draw window whatever the hour the journey runs at.
  operator('open-redpacket', '30');
  try {
    await noDrawsLeft(page, member.token);
  } finally {
    operator('set', 'redpacket_open', '');
  }
});

test('a member who has taken every draw of the window is told so, not sent to deposit', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  const deposit = await memberCall(request, member.token, 'recharge', { paytype: 'wxpay', amount: 1000 });
  operator('approve-deposit', deposit.message);
  operator('open-redpacket', '30');
  try {
    // Every draw the deposit earned, taken through the API.
    const counts = async () => {
      const res = await request.get('/api/userredpacket', {
        headers: { Authorization: `Bearer ${member.token}` },
      });
      return ((await res.json()) as { data: { sendnums: number } }).data.sendnums;
    };
    for (let left = await counts(); left > 0; left = await counts()) {
      expect((await memberCall(request, member.token, 'douserredpacket')).code).toBe(200);
    }
    await openAsMember(page, member.token, '/hongbao');
    await expect(page.getByLabel('剩余领取次数', { exact: true })).toHaveText('0');
    await page.getByRole('button', { name: '立即抢红包' }).click();
    const popup = page.getByRole('dialog', { name: '本场抢红包次数已用完，请等待下一场活动' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: '立即充值' })).toHaveCount(0);
  } finally {
    operator('set', 'redpacket_open', '');
  }
});

async function noDrawsLeft(page: Page, token: string) {
  await openAsMember(page, token, '/hongbao');
  await expect(page.getByLabel('剩余领取次数', { exact: true })).toHaveText('0');
  let drew = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/douserredpacket')) drew = true;
  });
  await page.getByRole('button', { name: '立即抢红包' }).click();
  const popup = page.getByRole('dialog', { name: '您还未达到领取条件，快去完成吧！' });
  await expect(popup).toBeVisible();
  expect(drew).toBe(false);
  // (Until /wallet exists the app's catch-all then sends the user home: wait for the hash itself.)
  const toWallet = page.waitForURL(/#\/wallet\?type=0$/);
  await popup.getByRole('button', { name: '立即充值' }).click();
  await toWallet;
  await expect(popup).toBeHidden();
}

test('the switch off shows 红包已关闭', async ({ page, request }) => {
  const member = await apiRegister(request);
  try {
    operator('set', 'redpacket_switch', '0');
    await openAsMember(page, member.token, '/hongbao');
    await expect(page.getByText('红包已关闭')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即抢红包' })).toHaveCount(0);
  } finally {
    operator('set', 'redpacket_switch', '1');
  }
});
