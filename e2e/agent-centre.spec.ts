import { expect, test } from './support/test';
import { captchaAnswer, captchaInput, dismissWelcome, expectToast, operator } from './support/app';
import { apiRegister, openAsMember } from './support/member-session';
import { apiBalance } from './support/api';

test('a member applies, the operator approves, the agent recruits through the link and recharges the recruit', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const agent = await apiRegister(request);

  // The member applies through the form.
  await openAsMember(page, agent.token, '/applyagent');
  await page.getByLabel('联系电话').fill('13912345678');
  await page.getByLabel('申请理由').fill('有稳定的推广渠道');
  const applied = page.waitForResponse((r) => r.url().endsWith('/api/applyagentdo'));
  await page.getByRole('button', { name: '加入我们' }).click();
  expect((await (await applied).json()).code).toBe(200);

  // The operator finds the application and approves it; 代理中心 appears in place of 申请代理.
  const line = operator('agent-applications', '--state', 'pending')
    .split('\n')
    .find((l) => l.includes(agent.name));
  const id = line?.trim().split(/\s+/)[0];
  expect(id).toMatch(/^\d+$/);
  expect(operator('approve-agent', id!)).toContain(`${agent.name} is an agent`);
  operator('credit', agent.name, '100');
  await page.goto('/#/mine');
  await page.reload();
  await page.getByText('代理中心', { exact: true }).click();
  await expect(page).toHaveURL(/#\/agent$/);
  await expect(page.getByRole('heading', { name: '今日团队数据' })).toBeVisible();
  const link = (await page.getByTestId('invite-link').textContent())!;
  expect(link).toMatch(/\/#\/login\?type=1&pid=[A-Z0-9]{8}$/);
  await expect(page.getByRole('img', { name: '推广二维码' })).toHaveJSProperty('complete', true);

  // A newcomer opens the invitation link and registers: the code is filled in.
  const guest = await browser.newContext();
  const recruitPage = await guest.newPage();
  const recruit = `rc${Date.now().toString().slice(-8)}`;
  try {
    await recruitPage.goto(link);
    await expect(recruitPage.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    await expect(recruitPage.getByRole('textbox', { name: '推荐码' })).toHaveValue(link.split('pid=')[1]!);
    await recruitPage.getByRole('textbox', { name: '用户名' }).fill(recruit);
    await recruitPage.getByLabel('密码', { exact: true }).fill('pass1234');
    await recruitPage.getByRole('textbox', { name: '确认密码', exact: true }).fill('pass1234');
    await recruitPage.getByRole('textbox', { name: '真实姓名' }).fill('新会员');
    await recruitPage.getByRole('textbox', { name: '支付密码', exact: true }).fill('123456');
    await captchaInput(recruitPage).fill(await captchaAnswer(recruitPage));
    const registered = recruitPage.waitForResponse('**/api/register');
    await recruitPage.locator('form').getByRole('button', { name: '立即注册' }).click();
    expect((await (await registered).json()).code).toBe(200);
    await expect(recruitPage).toHaveURL(/#\/$/);
    await dismissWelcome(recruitPage);

    // The recruit shows in 下级会员, marked direct.
    await page.getByRole('button', { name: '下级会员' }).click();
    const row = page.getByRole('article', { name: recruit });
    await expect(row).toBeVisible();
    await expect(row.getByText('直属', { exact: true })).toBeVisible();

    // 代充 names who and how much, then moves exactly that.
    await row.getByRole('button', { name: '代充' }).click();
    await expect(page).toHaveURL(/#\/agentRecharge\?uid=\d+$/);
    await page.getByLabel('代充金额').fill('0.5');
    await page.getByRole('button', { name: '确认代充' }).click();
    await expectToast(page, '单笔代充金额最低1元');
    await page.getByLabel('代充金额').fill('12.34');
    await page.getByRole('button', { name: '确认代充' }).click();
    const confirm = page.getByRole('dialog', { name: '确认代充' });
    await expect(confirm).toContainText(`确认为 ${recruit}（新会员）代充 12.34 元？`);
    const recharged = page.waitForResponse((r) => r.url().endsWith('/api/agent/recharge'));
    await confirm.getByRole('button', { name: '确定' }).click();
    expect((await (await recharged).json()).code).toBe(200);
    await expectToast(page, '代充成功');
    expect(await apiBalance(request, agent.token)).toBe('87.66');

    // The recruit sees it: in the balance and in the transaction record.
    await recruitPage.goto('/#/transRecord?type=1');
    await expect(recruitPage.getByText('代理充值')).toBeVisible();
    // (Home, kept alive and hidden behind the records, shows the same 12.34 as the balance.)
    await expect(recruitPage.getByRole('listitem').getByText('12.34')).toBeVisible();
  } finally {
    await guest.close();
  }
});

test('a guest is sent to login, a member who is not an agent to the application', async ({
  page,
  request,
}) => {
  await page.goto('/#/agentCommission?range=week');
  await expect(page).toHaveURL(/#\/login\?redirect=%2FagentCommission%3Frange%3Dweek$/);

  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/agentMembers');
  await expectToast(page, '您还不是代理，请先申请成为代理');
  await expect(page).toHaveURL(/#\/applyagent$/);
});
