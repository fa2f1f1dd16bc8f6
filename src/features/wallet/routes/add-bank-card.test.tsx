import { screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fixtures } from '@/testing/fixtures';
import { handle, handleNetworkError } from '@/testing/handlers';
import { server } from '@/testing/msw';
import { submitSays } from '@/testing/submit-says';
import { currentPath, renderApp } from '@/testing/render';
import AddBankCardRoute from './add-bank-card';
import AddUsdtCardRoute from './add-usdt-card';
import { signIn } from '@/testing/session';
import { expectPasteKeeps } from '@/testing/paste-keeps';

const { calls } = fixtures;
const screens = [
  { path: '/addBankCard', Component: AddBankCardRoute },
  { path: '/wallet', element: <p>银行卡列表</p> },
];

/** The member these forms are filled for: the holder is prefilled with this real name. */
const member = { ...fixtures.user, realname: '李四' };

function setUp(bodies: unknown[] = []) {
  signIn(member, { balance: '1234.50' });
  server.use(
    handle(calls.banklist, [{ bank_name: '中国银行' }, { bank_name: '招商银行' }]),
    handle(calls.getcard, []),
    handle(calls.bindcard, null, {
      message: '绑定成功',
      onRequest: async (r) => bodies.push(await r.clone().json()),
    }),
  );
}

/** /addBankCard drawn and filled with a valid card (李四's, 招商银行); its user and router. */
async function openFilled() {
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp('/addBankCard', screens);
  await view.findByRole('button', { name: '确认添加' });
  expect(view.getByLabelText('持卡人姓名')).toHaveValue('李四');
  await waitFor(() => expect(view.getByRole('option', { name: '招商银行' })).toBeInTheDocument());
  await user.selectOptions(view.getByLabelText('银行类型'), '招商银行');
  await user.type(view.getByLabelText('开户行地址'), '深圳南山支行');
  await user.type(view.getByLabelText('银行卡号'), '6214830000001234');
  await user.type(view.getByLabelText('支付密码'), '123456');
  return { user, router };
}

// Many keystrokes per test: allow for a busy CI machine.
describe('/addBankCard', { timeout: 20_000 }, () => {
  it('toasts the first broken rule in docs/product.md’s order', async () => {
    setUp();
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup({ delay: null });
    renderApp('/addBankCard', screens);
    const submit = await view.findByRole('button', { name: '确认添加' });
    const expectNext = submitSays(user, submit, error);

    await user.clear(view.getByLabelText('持卡人姓名'));
    await expectNext('请输入姓名');
    await user.type(view.getByLabelText('持卡人姓名'), '李四');
    await expectNext('请输入银行');
    await waitFor(() => expect(view.getByRole('option', { name: '中国银行' })).toBeInTheDocument());
    await user.selectOptions(view.getByLabelText('银行类型'), '中国银行');
    await expectNext('请输入开户行地址');
    await user.type(view.getByLabelText('开户行地址'), '北京分行');
    await expectNext('请输人银行卡号');
    await user.type(view.getByLabelText('银行卡号'), '1234567');
    await expectNext('请输人支付密码');
    await user.type(view.getByLabelText('支付密码'), '12345');
    await expectNext('请输人正确的卡号长度');
    await user.type(view.getByLabelText('银行卡号'), '8');
    await expectNext('请输人支付密码长度');
    expect(view.getByText(/打码量（流水）的更新可能有10-15分钟延迟/)).toBeInTheDocument();
  });

  it('prefills the holder with the member’s real name and refuses another, naming the member', async () => {
    setUp();
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup({ delay: null });
    renderApp('/addBankCard', screens);
    const holder = await view.findByLabelText('持卡人姓名');
    expect(holder).toHaveValue('李四');
    await user.clear(holder);
    await user.type(holder, '王五');
    await user.click(view.getByRole('button', { name: '确认添加' }));
    expect(error).toHaveBeenLastCalledWith('请使用本人（李四）的银行卡');
  });

  it('limits number and holder to 50 characters and the payment password to 6', async () => {
    setUp();
    const user = userEvent.setup({ delay: null });
    renderApp('/addBankCard', screens);
    const number = await view.findByLabelText('银行卡号');
    await expectPasteKeeps(user, number, ['1', 60], 50);
    const holder = view.getByLabelText('持卡人姓名');
    await expectPasteKeeps(user, holder, ['a', 60], 50);
    const pay = view.getByLabelText('支付密码');
    await user.type(pay, '1234567890123456789012');
    expect(pay).toHaveValue('123456');
  });

  it('a double tap binds once, toasts 绑定成功 and goes back', async () => {
    const bodies: unknown[] = [];
    setUp(bodies);
    const success = vi.spyOn(toast, 'success');
    const { user, router } = await openFilled();
    await user.dblClick(view.getByRole('button', { name: '确认添加' }));
    await waitFor(() => expect(currentPath(router)).toBe('/wallet?type=1'));
    expect(success).toHaveBeenCalledWith('绑定成功');
    expect(bodies).toEqual([
      {
        bank: '招商银行',
        bank_address: '深圳南山支行',
        bank_no: '6214830000001234',
        bank_owner: '李四',
        pay_pass: '123456',
      },
    ]);
  });

  it('a refusal or a network failure keeps the form filled', async () => {
    setUp();
    server.use(handle(calls.bindcard, null, { code: 207, message: '最多只能绑定5张银行卡' }));
    const error = vi.spyOn(toast, 'error');
    const { user, router } = await openFilled();
    await user.click(view.getByRole('button', { name: '确认添加' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('最多只能绑定5张银行卡'));
    server.use(handleNetworkError(calls.bindcard));
    await user.click(view.getByRole('button', { name: '确认添加' }));
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith('网络异常，请检查网络后重试（已填写的内容已保留）'),
    );
    expect(view.getByLabelText('银行卡号')).toHaveValue('6214830000001234');
    expect(view.getByLabelText('支付密码')).toHaveValue('123456');
    expect(currentPath(router)).toBe('/addBankCard');
  });
});

describe('the add forms at the binding limit (5)', { timeout: 20_000 }, () => {
  const five = Array.from({ length: 5 }, (_, i) => ({
    id: i + 1,
    bank: i % 2 ? 'USDT' : '中国银行',
    bank_address: '北京',
    bank_no: `TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS${i}`,
    bank_owner: 'TRC20',
  }));

  it.each([
    ['/addBankCard', '已绑定5张银行卡，已达上限', '/wallet?type=1'],
    ['/addUsdtCard', '已绑定5个USDT地址，已达上限', '/wallet?type=2'],
  ])('%s says %s and goes back instead of showing the form', async (path, message, back) => {
    setUp();
    server.use(handle(calls.getcard, five));
    const info = vi.spyOn(toast, 'info');
    const { router } = renderApp(path, [...screens, { path: '/addUsdtCard', Component: AddUsdtCardRoute }]);
    await waitFor(() => expect(info).toHaveBeenCalledWith(message));
    await waitFor(() => expect(currentPath(router)).toBe(back));
    expect(view.queryByRole('button', { name: '确认添加' })).not.toBeInTheDocument();
  });
});
