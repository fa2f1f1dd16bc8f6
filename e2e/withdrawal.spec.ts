import { expect, test, type Page } from './support/test';
import { expectToast } from './support/app';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openAsMember } from './support/member-session';
import { apiBalance } from './support/api';
import { bindCard, bindUsdt, fundedMember, PAY_PASSWORD } from './support/money-out';

/** Count POSTs to one API path for the rest of the page's life. */
function countRequests(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/${path}`) n += 1;
  });
  return () => n;
}

const balanceOf = (page: Page) => page.getByRole('group', { name: '账户余额' });

test('withdraw to a bank card: the balance drops, the toast shows, then the records', async ({
  page,
  request,
}) => {
  const member = await fundedMember(request, 1000);
  await bindCard(request, member.token);
  await openAsMember(page, member.token, '/withdrawal');
  await expect(page.getByRole('heading', { name: '财务中心' })).toBeVisible();
  await expect(balanceOf(page).getByText('1000.00')).toBeVisible();

  const submit = page.getByRole('button', { name: '确认提现' });
  await submit.click();
  await expectToast(page, '请选择您要提现到的银行卡');

  await page.getByRole('radio', { name: /中国工商银行 \*\*\*\* \*\*\*\* \*\*\*\* 0088/ }).check();
  await page.getByLabel('提现金额').fill('250.55');
  await page.getByLabel('支付密码').fill(PAY_PASSWORD);
  const withdrawals = countRequests(page, 'withdraw');
  // A double tap is one intent: exactly one POST.
  await submit.dblclick();
  // The figures refresh before the toast, and the screen moves on 1.5 s later: check them first.
  await expect(balanceOf(page).getByText('749.45')).toBeVisible();
  await expect(page.getByLabel('提现金额')).toHaveValue('');
  await expectToast(page, '提交成功，等待后台审核');
  expect(await apiBalance(request, member.token)).toBe('749.45');
  // 1.5 s later the records, on the 取款 tab where the new order is.
  await expect(page).toHaveURL(/#\/transRecord\?type=2$/);
  await expect(page.getByRole('tab', { name: '取款', selected: true })).toBeVisible();
  expect(withdrawals()).toBe(1);
  // Every balance on screen follows without a reload: the member centre shows the new figure.
  await page.goto('/#/mine');
  await expect(page.getByRole('region', { name: '会员信息' }).getByText('749.45')).toBeVisible();
});

test('while turnover is owed, /withdrawal says what and why before any typing, and 确认提现 sends nothing', async ({
  page,
  request,
}) => {
  const member = await fundedMember(request, 300, { owesTurnover: true });
  await bindCard(request, member.token);
  await openAsMember(page, member.token, '/withdrawal');
  const notice = page.getByRole('status', { name: '暂不可提现' });
  await expect(notice).toContainText('还需完成打码量300.00元后方可申请取款');
  await expect(notice).toContainText('存款 300.00元，需打码 300.00元');

  await page.getByRole('radio', { name: /中国工商银行/ }).check();
  await page.getByLabel('提现金额').fill('100');
  await page.getByLabel('支付密码').fill(PAY_PASSWORD);
  const withdrawals = countRequests(page, 'withdraw');
  await page.getByRole('button', { name: '确认提现' }).click();
  await expectToast(page, '还需完成打码量300.00元后方可申请取款');
  expect(withdrawals()).toBe(0);
  expect(await apiBalance(request, member.token)).toBe('300.00');
});

test('withdraw to a USDT address: converted amount, fee and actual received, exact to the cent', async ({
  page,
  request,
}) => {
  const member = await fundedMember(request, 500);
  await bindUsdt(request, member.token, 'ERC20');
  await openAsMember(page, member.token, '/withdrawal');
  await expect(balanceOf(page).getByText('500.00')).toBeVisible();

  await page.getByRole('radio', { name: 'USDT地址' }).check();
  await page.getByRole('button', { name: '确认提现' }).click();
  await expectToast(page, '请选择USDT地址');

  await page.getByRole('radio', { name: /USDT-ERC20/ }).check();
  await page.getByLabel('提现金额').fill('116.07');
  // Reference server rate 7.30, ERC20 fee 5.00: 116.07 ÷ 7.3 = 15.90 (a float floor gives 15.89).
  const figures = page.getByRole('definition');
  await expect(figures.nth(0)).toHaveText('15.90');
  await expect(figures.nth(1)).toHaveText('5.00');
  await expect(figures.nth(2)).toHaveText('10.90');
  // Scan once the earlier toast has gone: mid-fade its text measures as low contrast.
  await expect(page.getByText('请选择USDT地址')).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('支付密码').fill(PAY_PASSWORD);
  await page.getByRole('button', { name: '确认提现' }).click();
  await expect(balanceOf(page).getByText('383.93')).toBeVisible();
  await expectToast(page, '提交成功，等待后台审核');
  expect(await apiBalance(request, member.token)).toBe('383.93');
});
