import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast } from './support/app';
import { memberCall } from './support/api';
import { apiRegister, openAsMember } from './support/member-session';
import { freshCardNumber } from './support/money-out';
import { freshErc20Address, freshTrc20Address } from '../server/src/testing/usdt-addresses';

function countCalls(page: Page, call: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/${call}`) n += 1;
  });
  return () => n;
}

const apiBind = (request: APIRequestContext, token: string, body: Record<string, string>) =>
  memberCall(request, token, 'bindcard', body);

const card = (n: number) => ({
  bank: '招商银行',
  bank_address: '深圳南山支行',
  bank_no: `62148378000000${n}`.padEnd(16, '0'),
  bank_owner: '李四',
  pay_pass: '123456',
});

test('bind a bank card (a double tap sends one request), the sixth is refused, unbind with confirm', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  const binds = countCalls(page, 'bindcard');
  await openAsMember(page, member.token, '/wallet?type=1');
  await expect(page.getByRole('heading', { name: '银行卡管理' })).toBeVisible();
  await expect(page.getByText('空空如也')).toBeVisible();
  await page.getByRole('button', { name: '添加银行卡' }).click();
  await expect(page).toHaveURL(/#\/addBankCard$/);
  await expect(page.getByRole('heading', { name: '添加银行卡' })).toBeVisible();

  // The holder comes prefilled with the member's real name; emptied, the rules run in docs/product.md's
  // order with its exact messages.
  await expect(page.getByLabel('持卡人姓名')).toHaveValue('李四');
  await page.getByLabel('持卡人姓名').fill('');
  const submit = page.getByRole('button', { name: '确认添加' });
  await submit.click();
  await expectToast(page, '请输入姓名');
  await page.getByLabel('持卡人姓名').fill('李四');
  await submit.click();
  await expectToast(page, '请输入银行');
  await page.getByLabel('银行类型').selectOption('中国工商银行');
  await page.getByLabel('开户行地址').fill('深圳福田支行');
  await page.getByLabel('银行卡号').fill('1234567');
  await page.getByLabel('支付密码').fill('123456');
  await submit.click();
  await expectToast(page, '请输人正确的卡号长度');
  await expect(page.getByText(/打码量（流水）的更新可能有10-15分钟延迟/)).toBeVisible();
  expect(binds()).toBe(0);
  await expectNoSeriousA11yViolations(page);

  // A number no other member of this worker's server has bound: a card belongs to one account.
  await page.getByLabel('银行卡号').fill(freshCardNumber());
  await submit.dblclick();
  await expectToast(page, '绑定成功');
  await expect(page).toHaveURL(/#\/wallet\?type=1$/);
  expect(binds()).toBe(1);
  await expect(page.getByText('中国工商银行')).toBeVisible();
  await expect(page.getByText('**** **** **** 0088')).toBeVisible();

  // Four more through the API: five bound, the add button hides; the server refuses a sixth (207).
  for (const n of [1, 2, 3, 4]) expect((await apiBind(request, member.token, card(n))).code).toBe(200);
  const sixth = await apiBind(request, member.token, card(5));
  expect(sixth.code).toBe(207);
  await page.reload();
  await expect(page.getByRole('list', { name: '已绑定的银行卡' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('button', { name: '添加银行卡' })).toBeHidden();
  await expect(page.getByText('最多支持添加5张银行卡')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Unbind: cancel keeps it, confirm removes it and the add button returns.
  await page.getByRole('button', { name: /解除绑定 中国工商银行/ }).click();
  const dialog = page.getByRole('dialog', { name: '温馨提示' });
  await expect(dialog.getByText('确定要解除绑定该卡片吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '取消', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: '已绑定的银行卡' }).getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: /解除绑定 中国工商银行/ }).click();
  await page
    .getByRole('dialog', { name: '温馨提示' })
    .getByRole('button', { name: '确定', exact: true })
    .click();
  await expectToast(page, '解绑成功');
  await expect(page.getByRole('list', { name: '已绑定的银行卡' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('button', { name: '添加银行卡' })).toBeVisible();
});

test('USDT addresses: show=1 opens the popup once, it resets to TRC20, binds once, list reloads', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  const binds = countCalls(page, 'bindcard');
  await openAsMember(page, member.token, '/wallet?type=2&show=1');
  const popup = page.getByRole('dialog', { name: '添加USDT钱包' });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/#\/wallet\?type=2$/); // history never reopens it
  await expect(popup.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
  await expect(popup.getByText('请从钱包或交易所直接复制粘贴地址，切勿手动输入。')).toBeVisible();
  await expect(popup.getByText(/钱包地址与协议必须一致/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Rules in order.
  const submit = popup.getByRole('button', { name: '确认添加' });
  await submit.click();
  await expectToast(page, '请输入USDT地址');
  await popup.getByLabel('USDT地址', { exact: true }).fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5Kc');
  await submit.click();
  await expectToast(page, '请输人支付密码');

  // Cancel resets the form to TRC20.
  await popup.getByRole('radio', { name: 'ERC20' }).click();
  await popup.getByRole('button', { name: '取消' }).click();
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: '添加USDT钱包' }).click();
  await expect(popup.getByRole('radio', { name: 'TRC20' })).toHaveAttribute('aria-checked', 'true');
  await expect(popup.getByLabel('USDT地址', { exact: true })).toHaveValue('');

  // Mixed letter cases that are not the address's EIP-55 checksum: a mistyped address, refused
  // before anything is sent.
  await popup.getByRole('radio', { name: 'ERC20' }).click();
  await popup.getByLabel('USDT地址', { exact: true }).fill('0xdac17F958D2ee523a2206206994597C13D831ec7');
  await popup.getByLabel('支付密码').fill('123456');
  await submit.click();
  await expectToast(page, 'ERC20地址校验失败，字母大小写与地址不符，请复制完整地址');
  expect(binds()).toBe(0);
  // All in lower case: no checksum, so a typo would pass; the member is told to copy it as shown.
  await popup.getByLabel('USDT地址', { exact: true }).fill('0x65b7f68139c639c5757d5151e5cb9e6e5d216165');
  await submit.click();
  await expectToast(page, 'ERC20地址须按钱包显示的大小写填写，请复制钱包显示的完整地址（区分大小写）');
  expect(binds()).toBe(0);

  const address = freshErc20Address();
  await popup.getByLabel('USDT地址', { exact: true }).fill(address);
  await submit.dblclick();
  await expectToast(page, '绑定成功');
  await expect(popup).toBeHidden();
  expect(binds()).toBe(1);
  await expect(page.getByText('USDT-ERC20')).toBeVisible();
  await expect(page.getByText(`**** **** **** ${address.slice(-4)}`)).toBeVisible();

  // Four more: the add button hides at five; the server refuses a sixth.
  for (let i = 0; i < 4; i += 1) {
    const body = { bank: 'USDT', bank_no: freshTrc20Address(), bank_owner: 'TRC20', pay_pass: '123456' };
    expect((await apiBind(request, member.token, body)).code).toBe(200);
  }
  const sixth = await apiBind(request, member.token, {
    bank: 'USDT',
    bank_no: freshTrc20Address(),
    bank_owner: 'TRC20',
    pay_pass: '123456',
  });
  expect(sixth.code).toBe(207);
  await page.reload();
  await expect(page.getByRole('list', { name: '已绑定的USDT地址' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('button', { name: '添加USDT钱包' })).toBeHidden();
});

test('/addUsdtCard binds with the same form and goes back', async ({ page, request }) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/addUsdtCard');
  await expect(page.getByRole('heading', { name: '添加USDT地址' })).toBeVisible();
  await expect(page.getByLabel('币种')).toHaveValue('USDT');
  await page.getByLabel('USDT地址', { exact: true }).fill(freshTrc20Address());
  await page.getByLabel('支付密码').fill('123456');
  await page.getByRole('button', { name: '确认添加' }).click();
  await expectToast(page, '绑定成功');
  await expect(page).toHaveURL(/#\/wallet\?type=2$/);
  await expect(page.getByText('USDT-TRC20')).toBeVisible();
});

test('/wallet?type=0 shows total assets, wallets, money actions and binding entries', async ({
  page,
  request,
}) => {
  const member = await apiRegister(request);
  await openAsMember(page, member.token, '/wallet?type=0');
  await expect(page.getByRole('heading', { name: '我的钱包' })).toBeVisible();
  await expect(page.getByTestId('total-assets')).toHaveText('0.00');
  await expect(page.getByRole('heading', { name: '场馆钱包' })).toBeVisible();
  for (const label of ['存款', '取款', '转账', '银行卡管理', 'USDT钱包管理']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByText('USDT钱包管理', { exact: true }).click();
  await expect(page).toHaveURL(/#\/wallet\?type=2$/);
  await expect(page.getByRole('heading', { name: 'USDT钱包管理' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: '存款' }).click();
  await expect(page).toHaveURL(/#\/recharge$/);
});
