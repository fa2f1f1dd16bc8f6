import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dismissWelcome, expectToast, operator } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';

/** Count the POSTs a page sends to one API call. */
function countCalls(page: Page, call: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/${call}`) n += 1;
  });
  return () => n;
}

/** A fresh member has no card and no wallet: the modal offers to bind one; close it. */
async function closeNoBindingModal(page: Page) {
  const modal = page.getByRole('dialog', { name: '温馨提示' });
  await expect(modal.getByText('您还没有绑定任何银行卡或USDT钱包，请先前往绑定。')).toBeVisible();
  await expect(modal.getByText('绑定银行卡')).toBeVisible();
  await expect(modal.getByText('绑定USDT钱包')).toBeVisible();
  await modal.getByText('稍后再说').click();
  await expect(modal).toBeHidden();
}

test('bank deposit: one request for a double tap, payInfo with countdown, operator approves, /mine shows the new balance', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  const recharges = countCalls(page, 'recharge');
  await openAsMember(page, member.token, '/recharge');
  await expect(page.getByRole('heading', { name: '财务中心' })).toBeVisible();
  await closeNoBindingModal(page);
  await expectNoSeriousA11yViolations(page);

  // Bank card is the first enabled method; its rules come before the range, in order.
  await expect(page.getByRole('tab', { name: '银行卡' })).toHaveAttribute('aria-selected', 'true');
  const submit = page.getByRole('button', { name: '立即存款' });
  await submit.click();
  await expectToast(page, '请输入存款人姓名');
  await page.getByLabel('存款人姓名').fill('李四');
  await submit.click();
  await expectToast(page, '请输入银行类型');
  await page.getByLabel('银行类型').selectOption('中国工商银行');
  await page.getByLabel('银行卡号').fill('6222021001123456');
  await page.getByLabel('开户行地址').fill('深圳福田支行');
  await submit.click();
  await expectToast(page, '请输入金额在100-50000之间！'); // the server's bank range
  expect(recharges()).toBe(0);

  // At most two decimals in the amount field.
  const amount = page.getByLabel('存款金额');
  await amount.pressSequentially('12.345');
  await expect(amount).toHaveValue('12.34');
  await page.getByRole('button', { name: '499', exact: true }).click();
  await expect(amount).toHaveValue('499');

  await submit.dblclick();
  await expect(page).toHaveURL(/#\/payInfo\?deposit_no=D\d+$/);
  expect(recharges()).toBe(1);
  const depositNo = new URL(page.url().replace('#/', '')).searchParams.get('deposit_no')!;

  await expect(page.getByRole('heading', { name: '充值详情' })).toBeVisible();
  await expect(page.getByText('499.00')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(60:00|59:[0-5]\d)$/);
  const first = await page.getByRole('timer').textContent();
  await expect(page.getByRole('timer')).not.toHaveText(first!); // it ticks
  await expect(page.getByText(depositNo)).toBeVisible();
  await expect(page.getByText('银行卡', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '收款账户' }).getByText('深圳星辰科技有限公司').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(recharges()).toBe(1);

  operator('approve-deposit', depositNo);
  await page.getByRole('button', { name: '充值完成' }).click();
  // /transRecord may not be merged yet: unknown paths land on home until it is.
  await expect(page).toHaveURL(/#\/(transRecord.*)?$/);
  await page.goto('/#/mine');
  await expect(page.getByRole('region', { name: '会员信息' }).getByText('499.00')).toBeVisible();
});

test('USDT deposit shows the address, protocol, QR and copies the address', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/recharge');
  await closeNoBindingModal(page);

  await page.getByRole('tab', { name: '数字货币' }).click();
  await expect(page.getByRole('radio', { name: 'ERC20' })).toHaveAttribute('aria-checked', 'true');
  const range = page.waitForRequest(
    (r) => r.url().endsWith('/api/getPayRange') && r.postData()?.includes('usdt-trc20') === true,
  );
  await page.getByRole('radio', { name: 'TRC20' }).click();
  await range;
  await page.getByLabel('存款金额').fill('100.1');
  await expect(page.getByText(/预计到账 ≈ 13\.90 USDT/)).toBeVisible(); // 100.1 ÷ 7.20 floored
  await page.getByRole('button', { name: '立即存款' }).click();

  await expect(page).toHaveURL(/#\/payInfo\?deposit_no=D\d+$/);
  await expect(page.getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeVisible();
  await expect(page.getByText('TRC20', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: '付款二维码' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(60:00|59:[0-5]\d)$/);
  await page.getByRole('button', { name: '复制' }).first().click();
  await expectToast(page, '复制成功！');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  );
});

test('an unknown order number shows a clear error', async ({ page, request }) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/payInfo?deposit_no=D00000000000000000000');
  await expect(page.getByRole('alert')).toContainText('无法加载该订单');
  await expect(page.getByRole('alert')).toContainText('订单不存在');
});

test('the 存款 entries on / and /mine open /recharge', async ({ page, request }) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/mine');
  await page.getByRole('navigation', { name: '快捷入口' }).getByRole('button', { name: '存款' }).click();
  await expect(page).toHaveURL(/#\/recharge$/);
  await expect(page.getByRole('heading', { name: '财务中心' })).toBeVisible();
  await page.goto('/#/');
  await dismissWelcome(page);
  await page.getByRole('button', { name: '存款', exact: true }).first().click();
  await expect(page).toHaveURL(/#\/recharge$/);
});
