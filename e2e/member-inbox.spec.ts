import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { loginAs, operator, type Credentials } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';
import { bankDepositOrder, bindCard, fundedMember, PAY_PASSWORD } from './support/money-out';
import { memberCall } from './support/api';

type Page1<T> = { data: T[] };

/** One mail's row in the 站内信 list, by its title. */
const mailRow = (page: Page, title: string) =>
  page.getByRole('link').filter({ has: page.getByRole('heading', { name: title }) });

/** Signs out from /mine (退出登录, then 确定). */
async function logOut(page: Page) {
  await page.goto('/#/mine');
  await page.getByText('退出登录', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

/**
 * Signs in again on a fresh page (this tab's storage cleared, its document replaced): nothing of the
 * page before, nor a balance poll it still had in flight, takes part.
 */
async function signInAfresh(page: Page, member: Credentials) {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.goto('about:blank');
  await loginAs(page, member);
}

/** The 未读 dot after 消息中心 on /mine (the only one on that screen). */
const unreadDot = (page: Page) => page.getByRole('img', { name: '未读' });

/** Opens /mine and waits for its 消息中心 entry. */
async function openMine(page: Page) {
  await page.goto('/#/mine');
  await expect(page.getByText('消息中心', { exact: true })).toBeVisible();
}

/** Away and back: /mine asks for the inbox's first page again when it is shown again. */
async function revisitMine(page: Page) {
  await page.goto('/#/transRecord');
  await expect(page.getByRole('heading', { name: '交易记录' })).toBeVisible();
  await openMine(page);
}

/** A new sign-in on a fresh page finds no 未读 dot on /mine: what it shows comes from the server alone. */
async function expectAllReadAfterSigningInAfresh(page: Page, member: Credentials) {
  await signInAfresh(page, member);
  await openMine(page);
  await expect(unreadDot(page)).toHaveCount(0);
}

test('deposit → operator approves → the unread dot shows → the mail opens → the dot is gone', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  const before = await memberCall<Page1<{ id: number }>>(request, member.token, 'mail', {
    page: 1,
    size: 100,
  });
  // Signed in through the form (a sign-in rotates the token), so the session's account is the
  // member's name from the start.
  expect(before.data.data.length).toBeGreaterThan(0);
  // What the member had before (the site's notices) is read: the server keeps read state.
  expect((await memberCall(request, member.token, 'mail_read_all', {})).code).toBe(200);
  await loginAs(page, member);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await openMine(page);
  await expect(unreadDot(page)).toHaveCount(0);

  const order = await memberCall(request, token!, 'recharge', { paytype: 'wxpay', amount: 300 });
  expect(order.code, order.message).toBe(200);
  operator('approve-deposit', order.message);

  await revisitMine(page);
  await expect(unreadDot(page)).toBeVisible();
  await page.getByText('消息中心', { exact: true }).click();
  await page.getByRole('tab', { name: '站内信' }).click();
  const mail = page.getByRole('link').filter({ has: page.getByRole('heading', { name: '存款到账通知' }) });
  await expect(mail.getByRole('img', { name: '未读' })).toBeVisible();
  await mail.click();
  await expect(page).toHaveURL(/#\/mailDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '存款到账通知' })).toBeVisible();
  await expect(page.getByText(order.message)).toBeVisible();
  await expect(page.getByText(/300\.00 元已到账/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A new sign-in on a fresh page: what it shows comes from the server alone.
  await expectAllReadAfterSigningInAfresh(page, member);
});

test('a withdrawal refused with a reason shows it in its detail and in a mail', async ({ page, request }) => {
  const member = await fundedMember(request, 500);
  await bindCard(request, member.token);
  const cards = await memberCall<{ id: number }[]>(request, member.token, 'getcard', { type: 1 });
  const sent = await memberCall(request, member.token, 'withdraw', {
    amount: 200,
    bank: cards.data[0]!.id,
    password: PAY_PASSWORD,
  });
  expect(sent.code, sent.message).toBe(200);
  const records = await memberCall<Page1<{ out_trade_no: string }>>(request, member.token, 'gettransrecord', {
    date: 1,
    type: 2,
    page: 1,
  });
  const no = records.data.data[0]!.out_trade_no;
  operator('reject-withdrawal', no, '收款账户姓名不符');

  await openAsMember(page, member.token, '/transRecord?type=2');
  await expect(page.getByText('总取款')).toBeVisible();
  await page.getByRole('link').filter({ hasText: no }).click();
  await expect(page).toHaveURL(new RegExp(`#/transDetail\\?no=${no}$`));
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await expect(page.getByText('收款账户姓名不符')).toBeVisible();
  await expect(page.getByText('**** **** **** 0088')).toBeVisible();
  await expect(page.getByRole('button', { name: '复制' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '已拒绝' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/#/message?type=2');
  const mail = page.getByRole('link').filter({ has: page.getByRole('heading', { name: '取款未通过通知' }) });
  await mail.click();
  await expect(page.getByText('原因：收款账户姓名不符')).toBeVisible();
});

test('a mail and an order open by their own address, as a shared link or a reload does', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  const mails = await memberCall<Page1<{ id: number; title: string }>>(request, member.token, 'mail', {
    page: 1,
  });
  const mail = mails.data.data[0]!;
  await openAsMember(page, member.token, `/mailDetail?id=${mail.id}`);
  await expect(page.getByRole('heading', { name: mail.title })).toBeVisible();

  const order = await bankDepositOrder(request, member.token);
  operator('approve-deposit', order);
  await openAsMember(page, member.token, `/transDetail?no=${order}`);
  await expect(page.getByText(order, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '复制' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a mail opened stays read after a logout and on another browser; 全部已读 reads the rest', async ({
  page,
  browser,
  request,
}) => {
  // Three sign-ins over two browsers: a longer journey than most.
  test.setTimeout(90_000);
  const member = await apiRegister(request);
  expect((await memberCall(request, member.token, 'mail_read_all', {})).code).toBe(200);
  operator('mail', member.name, '账户安全提醒', '您的账户于新设备登录');
  operator('mail', member.name, '活动上线通知', '新活动已上线');

  await loginAs(page, member);
  await page.goto('/#/mine');
  await expect(unreadDot(page)).toHaveAccessibleName('未读 2');
  await page.goto('/#/message?type=2');
  await expect(page.getByTestId('inbox-unread')).toHaveText('2');
  const opened = mailRow(page, '账户安全提醒');
  await expect(opened.getByRole('img', { name: '未读' })).toBeVisible();
  await opened.click();
  await expect(page.getByRole('heading', { name: '站内信详情' })).toBeVisible();
  await page.goBack();
  await expect(opened.getByRole('img', { name: '未读' })).toHaveCount(0);
  await expect(opened.getByRole('heading')).toHaveCSS('font-weight', '400');
  await expect(page.getByTestId('inbox-unread')).toHaveText('1');

  // A logout clears this device; the server still knows.
  await logOut(page);
  await loginAs(page, member);
  await page.goto('/#/message?type=2');
  await expect(mailRow(page, '活动上线通知').getByRole('img', { name: '未读' })).toBeVisible();
  await expect(mailRow(page, '账户安全提醒').getByRole('img', { name: '未读' })).toHaveCount(0);

  // Another browser never saw this one's storage.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await loginAs(phone, member);
    await phone.goto('/#/message?type=2');
    await expect(mailRow(phone, '活动上线通知').getByRole('img', { name: '未读' })).toBeVisible();
    await expect(mailRow(phone, '账户安全提醒').getByRole('img', { name: '未读' })).toHaveCount(0);
    await phone.getByRole('button', { name: '全部已读' }).click();
    await expect(phone.getByRole('img', { name: '未读' })).toHaveCount(0);
    await expect(phone.getByTestId('inbox-unread')).toHaveCount(0);
    await expect(phone.getByRole('button', { name: '全部已读' })).toBeDisabled();
  } finally {
    await other.close();
  }
  // The other browser's sign-in rotated the token: this one signs in again, and the server's read
  // state is what it shows.
  await expectAllReadAfterSigningInAfresh(page, member);
});
